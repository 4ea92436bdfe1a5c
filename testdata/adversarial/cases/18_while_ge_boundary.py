"""Class 18: a while loop summarized, the last iteration at the boundary.

`while n >= 10: ...; n -= 3` from n == 19 runs at 19, 16, 13 and 10:
four transfers. A summary that counts (n - 10) // 3 iterations (three)
forgets the one at the boundary and proves at_most(3).
"""
# class: 18
# expect: not-proved
# witness: mode=module args=[19] breaks=guarantee:at_most

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.at_most(3))
def main(n: int) -> None:
    if n > 19:
        return
    while n >= 10:
        transfer("bank", 1)
        n -= 3
