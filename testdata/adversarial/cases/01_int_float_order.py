"""Class 1: int and float are compared exactly, never by rounding the int.

CPython compares an int with a float by their exact values: for
n = 2**53 + 1, both n > 9007199254740992.0 (= 2.0**53) and
n < 9007199254740994.0 hold, so main(2**53 + 1) transfers. Rounding n to
the nearest double (2.0**53) makes the branch look dead, and no_transfer()
"proves".
"""
# class: 1
# expect: not-proved
# witness: mode=module args=[2**53 + 1] breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main(n: int) -> None:
    if n > 9007199254740992.0 and n < 9007199254740994.0:
        transfer("mallory", 1)
