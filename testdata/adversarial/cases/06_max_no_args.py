"""Class 6: max() with no arguments raises TypeError, not ValueError.

As min(): max() raises TypeError in CPython; main declares only
ValueError.
"""
# class: 6
# expect: not-proved
# witness: mode=module breaks=exception:TypeError

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
@deal.raises(ValueError)
def main() -> None:
    largest = max()
    if largest > 0:
        transfer("mallory", 1)
