"""Class 3: == on dicts compares values by identity first.

{"k": x} == {"k": x} is True for x = float("nan") in CPython (the values
are the same object), so main(nan) transfers. Value-wise == (nan == nan
is False) would make the branch dead.
"""
# class: 3
# expect: not-proved
# witness: mode=module args=[float("nan")] breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main(x: float) -> None:
    if x != x and {"k": x} == {"k": x}:
        transfer("mallory", 1)
