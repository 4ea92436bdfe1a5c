"""Class 2: a helper's float annotation does not round an int argument.

helper(2**53 + 1) binds a = 2**53 + 1 (an int); a != 2.0**53 in CPython, so
the transfer happens. Converting the argument to a double at the call
(2**53 + 1 -> 2.0**53) makes the branch dead.
"""
# class: 2
# expect: not-proved
# witness: mode=module breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


def helper(a: float) -> None:
    if a != 9007199254740992.0:
        transfer("mallory", 1)


@clauz3.guarantee(pay.no_transfer())
def main() -> None:
    helper(2**53 + 1)
