"""Class 2: a float passed for a parameter annotated int stays a float.

helper(n: int) is called with 2.5; CPython binds n = 2.5 (annotations
convert nothing), isinstance(n, float) holds and the transfer happens. A
model that makes n an int (or truncates it) makes the branch dead.
"""
# class: 2
# expect: not-proved
# witness: mode=module breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


def helper(n: int) -> None:
    if isinstance(n, float):
        transfer("mallory", 1)


@clauz3.guarantee(pay.no_transfer())
def main() -> None:
    helper(2.5)
