"""Class 1: == and != between int and float compare exact values.

For n = 2**53 + 1, CPython finds n == 9007199254740993 and
n != 9007199254740992.0 (the float is 2**53 exactly), so main(2**53 + 1)
transfers. Comparing float(n) (which rounds to 2.0**53) with the float
would make the branch dead and "prove" no_transfer().
"""
# class: 1
# expect: not-proved
# witness: mode=module args=[2**53 + 1] breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main(n: int) -> None:
    if n == 9007199254740993 and n != 9007199254740992.0:
        transfer("mallory", 1)
