"""Class 1: a relation lambda compares a float field with an int exactly.

refunds_each_at_most(2**53 + 3) checks r.amount <= 9007199254740995 for
every refund. CPython compares 9007199254740996.0 <= 9007199254740995
exactly: False, so the guarantee breaks. Rounding the int bound to a
double gives 9007199254740996.0 (ties to even) and the comparison holds.
"""
# class: 1
# expect: not-proved
# witness: mode=module breaks=guarantee:refunds_each_at_most

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import refund


@clauz3.guarantee(pay.refunds_each_at_most(2**53 + 3))
def main() -> None:
    refund("alice", 9007199254740996.0)
