"""Class 5: sum(xs, start) does not raise.

sum([1, 2], 10) is 13 in CPython. If a model invents a TypeError there, the
path ends at a declared exception and the transfer of 13 after it is
hidden: spend_at_most(5) would "prove".
"""
# class: 5
# expect: not-proved
# witness: mode=module breaks=guarantee:spend_at_most

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(5))
@deal.raises(TypeError)
def main() -> None:
    total = sum([1, 2], 10)
    transfer("bank", total)
