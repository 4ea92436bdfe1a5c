"""Class 13: a nested def evaluates its annotations when main runs it.

The nested def's return annotation names Receipt, defined nowhere. Each
call of main raises NameError at the def statement, after the first
transfer. main declares no exception.
"""
# class: 13
# expect: not-proved
# witness: mode=module breaks=exception:NameError

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(1))
def main() -> None:
    transfer("bank", 1)

    def inner(x: int) -> Receipt:  # noqa: F821
        return x

    transfer("bank", 1)
