"""Class 1: a dict lookup compares an int key with a float key exactly.

FEES has the key 2.0**53. In CPython FEES.get(2**53 + 1, 7) is 7 (2**53 + 1
is not equal to any key), so main(2**53 + 1) transfers 7 and
spend_at_most(0) breaks. Rounding the int key to a double finds the key
and the fee 0.
"""
# class: 1
# expect: not-proved
# witness: mode=module args=[2**53 + 1] breaks=guarantee:spend_at_most

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer

FEES = {9007199254740992.0: 0}


@clauz3.guarantee(pay.spend_at_most(0))
def main(n: int) -> None:
    if n == 9007199254740993:
        transfer("bank", FEES.get(n, 7))
