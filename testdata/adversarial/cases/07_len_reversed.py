"""Class 7: len() of a reversed list iterator raises TypeError.

main declares no exception, so the TypeError that CPython raises escapes and
the program is not correct. A model that computes a value instead misses
the exception and "proves" it.
"""
# class: 7
# expect: not-proved
# witness: mode=module breaks=exception:TypeError

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(10))
def main() -> None:
    n = len(reversed([1, 2]))
    transfer("bank", n)
