"""Class 11: under python -O asserts do not run; they must not remove paths.

main declares AssertionError, so `assert n > 5` failing is allowed. But
under -O the assert is compiled away: main(0) goes on and transfers, so
no_transfer() breaks. A model that keeps only the paths where n > 5 holds
finds n < 3 impossible.
"""
# class: 11
# expect: not-proved
# witness: mode=O args=[0] breaks=guarantee:no_transfer

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
@deal.raises(AssertionError)
def main(n: int) -> None:
    assert n > 5
    if n < 3:
        transfer("mallory", 1)
