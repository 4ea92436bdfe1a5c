"""Class 2: a huge int passed for a float keeps its precision (no overflow).

refund("alice", 10**400 + 1) records the int 10**400 + 1; CPython compares
10**400 + 1 <= 10**400 exactly: False. As doubles both sides would be
+inf (inf <= inf holds), and float(10**400) would even raise
OverflowError, which CPython never does here.
"""
# class: 2
# expect: not-proved
# witness: mode=module breaks=guarantee:refunds_each_at_most

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import refund


@clauz3.guarantee(pay.refunds_each_at_most(10**400))
def main() -> None:
    refund("alice", 10**400 + 1)
