"""Class 4 control: two NaN refunds are distinct under Python ==.

Only a NaN x is refunded twice, and nan == nan is False, so
refunds_distinct() holds for every x.
"""
# class: 4
# expect: proved
# witness: mode=module args=[float("nan")] holds
# witness: mode=module args=[2.5] holds

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import refund


@clauz3.guarantee(pay.refunds_distinct())
def main(x: float) -> None:
    if x != x:
        refund("alice", x)
        refund("bob", x)
