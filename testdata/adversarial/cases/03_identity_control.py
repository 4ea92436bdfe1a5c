"""Class 3 control: a new NaN object is not found by identity.

x * 1.0 is a new float object, so for x = float("nan") x in [x * 1.0] and
[x] == [x * 1.0] are False (nan == nan is False): no transfer, ever.
"""
# class: 3
# expect: proved
# witness: mode=module args=[float("nan")] holds
# witness: mode=module args=[1.5] holds

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main(x: float) -> None:
    if x != x and x in [x * 1.0]:
        transfer("mallory", 1)
    if x != x and [x] == [x * 1.0]:
        transfer("mallory", 2)
