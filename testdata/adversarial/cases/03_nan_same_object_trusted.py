"""Class 3: two trusted results may be one float object.

rate() may return the same NaN object twice (math.nan, or a cached
value): then a in [b] is True (identity first) while a != a. A prover that
takes every call's result to be a new object decides a in [b] by ==
alone, which is False for a NaN, and proves no_transfer.
"""
# class: 3
# expect: not-proved
# witness: mode=module results={"rate":float("nan")} breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import rate, transfer


@clauz3.guarantee(pay.no_transfer())
def main() -> None:
    a = rate("USD")
    b = rate("GBP")
    if a in [b] and a != a:
        transfer("mallory", 1)
