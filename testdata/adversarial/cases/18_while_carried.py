"""Class 18: state carried from one iteration to the next.

`total` grows in every iteration: from n == 3 it is 3, 5, 6, and the
transfer of 6 breaks each_at_most(5). A summary that lowers the body once
for a fresh iteration would read total as 0 each time and prove it.
"""
# class: 18
# expect: not-proved
# witness: mode=module args=[3] breaks=guarantee:each_at_most

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.each_at_most(5))
def main(n: int) -> None:
    if n > 3:
        return
    total = 0
    while n > 0:
        total = total + n
        transfer("bank", total)
        n -= 1
