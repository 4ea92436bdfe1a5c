"""Class 14: `from __future__` after another statement.

A future import must come first (after the docstring only). CPython
refuses to compile the file: SyntaxError at import. Nothing runs.
"""
# class: 14
# expect: not-proved
# witness: mode=module breaks=exception:SyntaxError
# witness: mode=script breaks=exception:SyntaxError

import clauz3
from __future__ import annotations
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.spend_at_most(1))
def main() -> None:
    transfer("bank", 1)
