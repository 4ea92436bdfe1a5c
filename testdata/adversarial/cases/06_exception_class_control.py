"""Class 6 control: min([]) raises ValueError, which main declares.

deal lets the declared ValueError through; nothing is transferred.
"""
# class: 6
# expect: proved
# witness: mode=module holds

import deal

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
@deal.raises(ValueError)
def main() -> None:
    smallest = min([])
    if smallest < 0:
        transfer("mallory", 1)
