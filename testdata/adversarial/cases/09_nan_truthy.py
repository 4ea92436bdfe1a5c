"""Class 9: NaN is true.

A float is false only when it equals 0.0; NaN does not, so for
x = float("nan") both x != x and bool(x) hold in CPython and main(nan)
transfers. Deciding truth by x > 0 or x < 0 (false for NaN) makes the
branch dead.
"""
# class: 9
# expect: not-proved
# witness: mode=module args=[float("nan")] breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main(x: float) -> None:
    if x != x and x:
        transfer("mallory", 1)
