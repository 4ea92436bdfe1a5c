"""Class 11: python -O removes asserts inside helpers too.

check(n) asserts n > 5 (main declares AssertionError). Under -O the
assert is gone, main(0) goes on and transfers: no_transfer() breaks. A
model that keeps only the paths where the helper's assert held finds
n < 3 impossible.
"""
# class: 11
# expect: not-proved
# witness: mode=O args=[0] breaks=guarantee:no_transfer

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


def check(n: int) -> None:
    assert n > 5


@clauz3.guarantee(pay.no_transfer())
@deal.raises(AssertionError)
def main(n: int) -> None:
    check(n)
    if n < 3:
        transfer("mallory", 1)
