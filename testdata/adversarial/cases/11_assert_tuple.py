"""Class 11: assert (cond, "message") asserts a non-empty tuple.

The parenthesised pair is one tuple, always true: the assert never fails
(CPython only warns, SyntaxWarning), so main(0) goes on and transfers.
Reading it as `assert n > 5, "message"` makes n < 3 impossible.
"""
# class: 11
# expect: not-proved
# witness: mode=module args=[0] breaks=guarantee:no_transfer

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
@deal.raises(AssertionError)
def main(n: int) -> None:
    assert (n > 5, "n must exceed 5")
    if n < 3:
        transfer("mallory", 1)
