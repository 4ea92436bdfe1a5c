"""Class 11 control: an assert with a pure message, then one transfer.

With asserts (main(0) raises the declared AssertionError before paying)
or without (-O: main(0) pays once), at most one payment happens.
"""
# class: 11
# expect: proved
# witness: mode=module args=[0] holds
# witness: mode=O args=[0] holds
# witness: mode=module args=[7] holds

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.at_most(1))
@deal.raises(AssertionError)
def main(n: int) -> None:
    assert n > 5, "n must exceed 5"
    transfer("bank", 1)
