"""Class 5: int(s, base) does not raise for a valid digit string.

int("ff", 16) is 255 in CPython; 255 is transferred and spend_at_most(5)
breaks. An invented ValueError or TypeError (both declared) would end the
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
@deal.raises(TypeError, ValueError)
def main() -> None:
    transfer("bank", int("ff", 16))
