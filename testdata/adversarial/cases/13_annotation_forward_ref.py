"""Class 13: an annotation may not name a class defined further down.

helper is annotated with Receipt, a class the module defines after it.
When the def statement runs, Receipt is not bound yet: NameError at
import. Resolving names over the whole module "proves" the program.
"""
# class: 13
# expect: not-proved
# witness: mode=module breaks=exception:NameError

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


def helper(r: Receipt) -> None:
    pass


class Receipt:
    amount: int = 0


@clauz3.guarantee(pay.spend_at_most(1))
def main() -> None:
    transfer("bank", 1)
