"""Class 18 control: the same loop from at most 17 runs at most three
times (17, 14, 11), for every n: at_most(3) holds.
"""
# class: 18
# expect: proved
# witness: mode=module args=[17] holds
# witness: mode=module args=[9] holds
# witness: mode=module args=[-5] holds

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.at_most(3))
def main(n: int) -> None:
    if n > 17:
        return
    while n >= 10:
        transfer("bank", 1)
        n -= 3
