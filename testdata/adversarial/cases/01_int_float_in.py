"""Class 1: `in` on a list compares an int with a float exactly.

[9007199254740992.0] does not contain 2**53 + 1 in CPython (2**53 + 1 !=
2.0**53), so main(2**53 + 1) transfers. A model that rounds the int to a
double finds it in the list and "proves" no_transfer().
"""
# class: 1
# expect: not-proved
# witness: mode=module args=[2**53 + 1] breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main(n: int) -> None:
    if n == 9007199254740993 and n not in [9007199254740992.0]:
        transfer("mallory", 1)
