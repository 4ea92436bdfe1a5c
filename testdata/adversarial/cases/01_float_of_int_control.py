"""Class 1 control: what float(n) keeps of n without rounding anything.

float(n) is negative exactly when n is, zero exactly when n is, and
OverflowError is raised exactly from |n| >= 2**1024 - 2**970; a prover
that approximates the rounding must still prove what follows from those.
"""
# class: 1
# expect: proved
# witness: mode=module args=[3] holds
# witness: mode=module args=[0] holds
# witness: mode=module args=[-2**60] holds

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
@deal.pre(lambda n: -2**1000 < n < 2**1000)
def main(n: int) -> None:
    x = float(n)
    if n >= 0 and x < 0.0:
        transfer("mallory", 1)
    if n < 0 and x >= 0.0:
        transfer("mallory", 2)
    if n != 0 and x == 0.0:
        transfer("mallory", 3)
