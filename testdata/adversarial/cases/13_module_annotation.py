"""Class 13: a module-level variable annotation is evaluated at import.

`LIMIT: Amount = 5` at module level evaluates Amount (into
__annotations__): NameError at import, and nothing runs. Treating the
annotation as inert "proves" the program.
"""
# class: 13
# expect: not-proved
# witness: mode=module breaks=exception:NameError

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer

LIMIT: Amount = 5  # noqa: F821


@clauz3.guarantee(pay.spend_at_most(5))
def main() -> None:
    transfer("bank", LIMIT)
