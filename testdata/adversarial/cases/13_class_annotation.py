"""Class 13: annotations in a class body are evaluated when the class is made.

class Config's body annotates `limit: Amount`; CPython evaluates Amount
when the class statement runs, at import: NameError. Treating a class
body's annotations as inert "proves" the program.
"""
# class: 13
# expect: not-proved
# witness: mode=module breaks=exception:NameError

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


class Config:
    limit: Amount = 5  # noqa: F821


@clauz3.guarantee(pay.spend_at_most(5))
def main() -> None:
    transfer("bank", 5)
