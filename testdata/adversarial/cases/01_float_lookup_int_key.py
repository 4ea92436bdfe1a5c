"""Class 1: a float looked up among int dict keys is compared exactly.

FEES has the int key 2**53 + 1. CPython finds no key equal to
9007199254740992.0 (2.0**53 != 2**53 + 1), so main(2.0**53) transfers the
default 7 and spend_at_most(0) breaks. Rounding the int key to a double
finds it and the fee 0.
"""
# class: 1
# expect: not-proved
# witness: mode=module args=[9007199254740992.0] breaks=guarantee:spend_at_most

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer

FEES = {9007199254740993: 0}


@clauz3.guarantee(pay.spend_at_most(0))
def main(x: float) -> None:
    if x == 9007199254740992.0:
        transfer("bank", FEES.get(x, 7))
