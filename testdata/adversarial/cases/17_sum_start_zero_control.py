"""Class 17 control: sum(xs, 0) is the plain sum.

CPython transfers sum([1, 2, 3], 0) == 6.
"""
# class: 17
# expect: proved
# witness: mode=module holds

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(6))
@clauz3.guarantee(pay.spend_at_least(6))
def main() -> None:
    transfer("bank", sum([1, 2, 3], 0))
