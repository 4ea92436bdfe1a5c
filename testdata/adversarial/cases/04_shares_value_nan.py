"""Class 4: shares_value follows Python ==, and NaN equals nothing.

main(nan) refunds alice and bob the same NaN amount; nan == nan is False,
so same_refund("alice", "bob") breaks. Structural equality (Z3's = on
floating point: NaN = NaN) says they share a value.
"""
# class: 4
# expect: not-proved
# witness: mode=module args=[float("nan")] breaks=guarantee:same_refund

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import refund


@clauz3.guarantee(pay.same_refund("alice", "bob"))
def main(x: float) -> None:
    refund("alice", x)
    refund("bob", x)
