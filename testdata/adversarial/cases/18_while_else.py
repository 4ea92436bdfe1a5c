"""Class 18: the else clause of a summarized while loop.

A while loop without break runs its else clause when the test is false,
after every iteration or none: the transfer always happens.
"""
# class: 18
# expect: not-proved
# witness: mode=module args=[0] breaks=guarantee:no_transfer
# witness: mode=module args=[2] breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main(n: int) -> None:
    while n > 0:
        n -= 1
    else:
        transfer("bank", 1)
