"""Class 17: // and % round toward negative infinity.

-7 // 2 == -4 and -7 % 3 == 2 in CPython, so the transfer happens. C-style
truncating division (-3, -1) makes the branch dead.
"""
# class: 17
# expect: not-proved
# witness: mode=module breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main() -> None:
    if -7 // 2 == -4 and -7 % 3 == 2:
        transfer("mallory", 1)
