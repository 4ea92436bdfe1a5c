"""Class 3: identity survives assignment to another name.

y = x binds the same object, so x in [y] is True for x = float("nan") in
CPython, and main(nan) transfers. An identity that follows the syntax
(x and y are different names) rather than the object misses it.
"""
# class: 3
# expect: not-proved
# witness: mode=module args=[float("nan")] breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main(x: float) -> None:
    y = x
    if x != x and x in [y]:
        transfer("mallory", 1)
