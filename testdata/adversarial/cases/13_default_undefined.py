"""Class 13: default values, like annotations, are evaluated at definition.

helper's default names FEE, defined nowhere: NameError when the def
statement runs at import, although helper is never called.
"""
# class: 13
# expect: not-proved
# witness: mode=module breaks=exception:NameError

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


def helper(x: int = FEE) -> int:  # noqa: F821
    return x


@clauz3.guarantee(pay.spend_at_most(5))
def main() -> None:
    transfer("bank", 5)
