"""Class 9: an empty list is false.

CPython takes the branch, so the transfer happens and no_transfer()
breaks. A model that gets this truth value wrong "proves" no_transfer().
"""
# class: 9
# expect: not-proved
# witness: mode=module breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main() -> None:
    xs = []
    if not xs:
        transfer("mallory", 1)
