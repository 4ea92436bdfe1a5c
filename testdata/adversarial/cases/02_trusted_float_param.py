"""Class 2: a trusted call's float parameter receives the int unchanged.

refund(account, amount: float) called with 2**53 + 1 records amount =
2**53 + 1, an int, and 2**53 + 1 <= 2**53 is False: the guarantee breaks.
Rounding the argument to the field's double (2.0**53) would keep it.
"""
# class: 2
# expect: not-proved
# witness: mode=module breaks=guarantee:refunds_each_at_most

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import refund


@clauz3.guarantee(pay.refunds_each_at_most(2**53))
def main() -> None:
    refund("alice", 2**53 + 1)
