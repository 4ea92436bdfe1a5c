"""Class 16: a trusted function without a return annotation returns anything.

quote() has no return annotation: its value is unknown to the prover, not
None. The witness lets it return 5 (the real layer may return any value),
so the transfer happens and no_transfer() breaks. Taking the result to be
None makes the branch dead.
"""
# class: 16
# expect: not-proved
# witness: mode=module results={"quote": 5} breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import quote, transfer


@clauz3.guarantee(pay.no_transfer())
def main() -> None:
    fee = quote("bank")
    if fee is not None:
        transfer("mallory", 1)
