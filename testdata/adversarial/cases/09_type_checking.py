"""Class 9: typing.TYPE_CHECKING is False at run time.

CPython skips the TYPE_CHECKING branch, so amount is 1000 and
spend_at_most(10) breaks. A model that reads the branch as a type checker
does (TYPE_CHECKING true) transfers 1.
"""
# class: 9
# expect: not-proved
# witness: mode=module breaks=guarantee:spend_at_most

from typing import TYPE_CHECKING

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(10))
def main() -> None:
    if TYPE_CHECKING:
        amount = 1
    else:
        amount = 1000
    transfer("bank", amount)
