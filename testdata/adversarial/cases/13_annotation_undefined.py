"""Class 13: annotations are evaluated when the def statement runs.

helper's parameter annotation names Amount, which is defined nowhere.
Without `from __future__ import annotations`, CPython evaluates it at
import: NameError, and the program never runs. Ignoring annotations
"proves" spend_at_most(1).
"""
# class: 13
# expect: not-proved
# witness: mode=module breaks=exception:NameError

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


def helper(x: Amount) -> None:  # noqa: F821
    pass


@clauz3.guarantee(pay.spend_at_most(1))
def main() -> None:
    transfer("bank", 1)
