"""Class 14: continue outside a loop (in a branch never taken).

CPython refuses to compile the file: SyntaxError at import, although the
branch can never run.
"""
# class: 14
# expect: not-proved
# witness: mode=module breaks=exception:SyntaxError

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(1))
def main() -> None:
    if 1 > 2:
        continue
    transfer("bank", 1)
