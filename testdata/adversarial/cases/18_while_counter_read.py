"""Class 18: the counter read in the body of a summarized while loop.

From n == 8 the first transfer is of 7 (the iteration where n is 8
sends nothing). A summary that gives the body the counter's value after
the step sees 6 there, and proves each_at_most(6).
"""
# class: 18
# expect: not-proved
# witness: mode=module args=[8] breaks=guarantee:each_at_most

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.each_at_most(6))
def main(n: int) -> None:
    if n > 8:
        return
    while n > 0:
        if n != 8:
            transfer("bank", n)
        n = n - 1
