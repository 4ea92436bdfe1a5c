"""Class 16 control: a trusted function annotated -> None returns None.

audit() is declared to return None (the trusted layer is trusted), so
the branch never runs.
"""
# class: 16
# expect: proved
# witness: mode=module holds

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import audit, transfer


@clauz3.guarantee(pay.no_transfer())
def main() -> None:
    r = audit("started")
    if r is not None:
        transfer("mallory", 1)
