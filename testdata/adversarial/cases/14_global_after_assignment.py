"""Class 14: a name assigned before its global declaration.

CPython refuses to compile the file ("name 'rate' is assigned to before
global declaration"): SyntaxError at import, although the function is
never called.
"""
# class: 14
# expect: not-proved
# witness: mode=module breaks=exception:SyntaxError

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


def unused() -> None:
    rate = 1
    global rate


@clauz3.guarantee(pay.spend_at_most(1))
def main() -> None:
    transfer("bank", 1)
