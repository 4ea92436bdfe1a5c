"""Class 5: ordering a float against an int does not raise.

0.5 < n is an exact comparison in CPython (True for n = 1), so main(1)
transfers 100 and spend_at_most(5) breaks. An invented TypeError
(declared) would end the path first.
"""
# class: 5
# expect: not-proved
# witness: mode=module args=[1] breaks=guarantee:spend_at_most

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(5))
@deal.raises(TypeError)
def main(n: int) -> None:
    if 0.5 < n:
        transfer("bank", 100)
