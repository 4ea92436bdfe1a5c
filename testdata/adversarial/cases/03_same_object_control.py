"""Class 3 control: identity matters only for a NaN.

With neither parameter a NaN, x in [y] is x == y whatever the objects are,
so the transfer never happens: a prover that leaves the identity of two
outside objects open must still prove this.
"""
# class: 3
# expect: proved
# witness: mode=module args=[1.5, 1.5] holds
# witness: mode=module args=[(n := 2.5), n] holds

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
@deal.pre(lambda x, y: x == x and y == y)
def main(x: float, y: float) -> None:
    if x in [y] and x != y:
        transfer("mallory", 1)
