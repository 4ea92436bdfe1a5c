"""Class 13 control: postponed annotations are not evaluated.

With `from __future__ import annotations` the undefined Amount is never
looked up; the program imports and transfers 1.
"""
# class: 13
# expect: proved
# witness: mode=module holds

from __future__ import annotations

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


def helper(x: Amount) -> None:  # noqa: F821
    pass


@clauz3.guarantee(pay.spend_at_most(1))
def main() -> None:
    transfer("bank", 1)
