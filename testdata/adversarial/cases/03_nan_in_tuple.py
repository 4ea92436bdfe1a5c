"""Class 3: `in` on a tuple tests identity before equality.

x in (1.0, x) is True for x = float("nan") in CPython (the same object),
so main(nan) transfers although nan == nan is False.
"""
# class: 3
# expect: not-proved
# witness: mode=module args=[float("nan")] breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main(x: float) -> None:
    if x != x and x in (1.0, x):
        transfer("mallory", 1)
