"""Class 7: str.join() of a list of ints raises TypeError (it does not call str()).

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
    account = ",".join([1, 2])
    transfer(account, 1)
