"""Class 2 control: float refunds compared exactly with int bounds.

refund("alice", 9007199254740992.0) records the double 2.0**53, and
2.0**53 <= 2**53 holds exactly; 1e300 <= 10**400 too (CPython compares
the float with the huge int exactly, without converting the int).
"""
# class: 2
# expect: proved
# witness: mode=module holds

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import refund


@clauz3.guarantee(pay.refunds_each_at_most(10**400))
def main() -> None:
    refund("alice", 9007199254740992.0)
    refund("bob", 1e300)
