"""Class 7: print(..., file=1) raises AttributeError (an int has no write method).

main declares no exception, so the AttributeError that CPython raises escapes and
the program is not correct. A model that computes a value instead misses
the exception and "proves" it.
"""
# class: 7
# expect: not-proved
# witness: mode=module breaks=exception:AttributeError

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(10))
def main() -> None:
    print("a", file=1)
    transfer("bank", 1)
