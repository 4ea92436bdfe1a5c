"""Class 18: a counter that rises by 2 towards an input.

`i = 0; while i < n: ...; i += 2` runs ceil(n / 2) times: from n == 5,
three transfers (i = 0, 2, 4). A summary that counts n // 2 sees two and
proves at_most(2).
"""
# class: 18
# expect: not-proved
# witness: mode=module args=[5] breaks=guarantee:at_most

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.at_most(2))
def main(n: int) -> None:
    if n > 5:
        return
    i = 0
    while i < n:
        transfer("bank", 1)
        i += 2
