"""Class 14: a parameter declared global (in a function never called).

CPython refuses to compile the file: SyntaxError at import, even though
the offending code is never executed. Nothing of the program runs. A
model that only looks at what main reaches "proves" it.
"""
# class: 14
# expect: not-proved
# witness: mode=module breaks=exception:SyntaxError
# witness: mode=script breaks=exception:SyntaxError

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


def unused(n):
    global n
    return n


@clauz3.guarantee(pay.spend_at_most(1))
def main() -> None:
    transfer("bank", 1)
