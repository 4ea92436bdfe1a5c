"""Class 13 control: annotations of local variables are never evaluated.

Inside a function body `amount: Amount = 1` only assigns: CPython never
evaluates the annotation of a local, so the undefined Amount is harmless
and main transfers 1.
"""
# class: 13
# expect: proved
# witness: mode=module holds

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(1))
def main() -> None:
    amount: Amount = 1  # noqa: F821
    transfer("bank", amount)
