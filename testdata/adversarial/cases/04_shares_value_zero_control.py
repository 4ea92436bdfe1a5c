"""Class 4 control: 0.0 and -0.0 are the same value under Python ==.

alice is refunded 0.0 and bob -0.0; 0.0 == -0.0, so
same_refund("alice", "bob") holds.
"""
# class: 4
# expect: proved
# witness: mode=module holds

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import refund


@clauz3.guarantee(pay.same_refund("alice", "bob"))
def main() -> None:
    refund("alice", 0.0)
    refund("bob", -0.0)
