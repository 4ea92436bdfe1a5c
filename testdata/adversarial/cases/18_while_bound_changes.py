"""Class 18: the bound of the test changes in the body.

`while n > m` where the body lowers m by 1 and n by 2: the gap closes by
one per iteration, not two. From n == 4, m == 0 the loop runs at (4, 0),
(2, -1), (0, -2) and (-2, -3): four transfers. A summary that takes m as
fixed counts two and proves at_most(2).
"""
# class: 18
# expect: not-proved
# witness: mode=module args=[4, 0] breaks=guarantee:at_most

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.at_most(2))
def main(n: int, m: int) -> None:
    if n > 4 or m != 0:
        return
    while n > m:
        transfer("bank", 1)
        m = m - 1
        n = n - 2
