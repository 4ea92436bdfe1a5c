"""Class 5 control: sum with a start, enumerate with a start, float < int.

CPython transfers exactly sum([1, 2], 10) = 13, then 7 (enumerate starts
at 7), then 1 (0.5 < 1): 21 in all, no exception.
"""
# class: 5
# expect: proved
# witness: mode=module holds

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(21))
@clauz3.guarantee(pay.spend_at_least(21))
def main() -> None:
    transfer("bank", sum([1, 2], 10))
    for i, account in enumerate(["bank"], 7):
        transfer(account, i)
    if 0.5 < 1:
        transfer("bank", 1)
