"""Class 9: an iterator object is true even when it yields nothing.

zip([], []) has no __len__ or __bool__, so it is true in CPython and the
transfer happens. Treating it as the empty sequence it yields (false)
makes the branch dead.
"""
# class: 9
# expect: not-proved
# witness: mode=module breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main() -> None:
    if zip([], []):
        transfer("mallory", 1)
