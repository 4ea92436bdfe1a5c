"""Class 7: printing a list holding an int beyond CPython's 4300-digit str limit raises ValueError.

main declares no exception, so the ValueError that CPython raises escapes and
the program is not correct. A model that computes a value instead misses
the exception and "proves" it.
"""
# class: 7
# expect: not-proved
# witness: mode=module breaks=exception:ValueError

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(10))
def main() -> None:
    print([10**5000])
    transfer("bank", 1)
