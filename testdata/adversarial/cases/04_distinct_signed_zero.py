"""Class 4: distinct keys follow Python ==, and 0.0 == -0.0.

The two refunds have amounts 0.0 and -0.0, which are equal in CPython, so
refunds_distinct() breaks. Comparing the doubles' bit patterns (Z3's =
on floating point) calls them different.
"""
# class: 4
# expect: not-proved
# witness: mode=module breaks=guarantee:refunds_distinct

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import refund


@clauz3.guarantee(pay.refunds_distinct())
def main() -> None:
    refund("alice", 0.0)
    refund("bob", -0.0)
