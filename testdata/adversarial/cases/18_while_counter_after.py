"""Class 18: the counter after a summarized while loop.

`while n > 0: n -= 2` from an odd n leaves n == -1, not 0: the transfer
after the loop happens. A summary that takes the loop to end at its test's
boundary (n == 0) proves no_transfer.
"""
# class: 18
# expect: not-proved
# witness: mode=module args=[3] breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main(n: int) -> None:
    if n < 0:
        return
    while n > 0:
        n -= 2
    if n != 0:
        transfer("bank", 1)
