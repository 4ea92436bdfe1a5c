"""Class 3: two parameters may be one float object.

main(n, n) with n = float("nan") passes one object twice: x in [y] is True
(identity first) while x != y. A prover that takes the two parameters to
be different objects decides x in [y] by == alone and proves no_transfer.
"""
# class: 3
# expect: not-proved
# witness: mode=module args=[(n := float("nan")), n] breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main(x: float, y: float) -> None:
    if x in [y] and x != y:
        transfer("mallory", 1)
