"""Class 7: a list indexed by a float raises TypeError, even an integral one.

main declares no exception, so the TypeError that CPython raises escapes.
A model that computes a value instead misses the exception.
"""
# class: 7
# expect: not-proved
# witness: mode=module breaks=exception:TypeError

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(10))
def main() -> None:
    amounts = [1, 2]
    transfer("bank", amounts[1.0])
