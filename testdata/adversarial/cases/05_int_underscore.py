"""Class 5: int() accepts surrounding whitespace and digit underscores.

int(" 1_000 ") is 1000 in CPython; 1000 is transferred and
spend_at_most(5) breaks. An invented ValueError (declared) would end the
path before the transfer.
"""
# class: 5
# expect: not-proved
# witness: mode=module breaks=guarantee:spend_at_most

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(5))
@deal.raises(ValueError)
def main() -> None:
    transfer("bank", int(" 1_000 "))
