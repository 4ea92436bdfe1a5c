"""Class 2: an int passed for a parameter annotated float stays an int.

Annotations convert nothing. main(1) (an int is a valid float argument,
PEP 484's numeric tower) runs with x = 1, isinstance(x, float) is False,
and the transfer happens. A model that makes x a double "proves"
no_transfer().
"""
# class: 2
# expect: not-proved
# witness: mode=module args=[1] breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main(x: float) -> None:
    if not isinstance(x, float):
        transfer("mallory", 1)
