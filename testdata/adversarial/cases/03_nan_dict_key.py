"""Class 3: a dict finds a key by identity before equality.

For x = float("nan"), {x: 1}.get(x, 0) is 1 in CPython (the key is the
very object x), so main(nan) transfers 1. By == alone the lookup misses.
"""
# class: 3
# expect: not-proved
# witness: mode=module args=[float("nan")] breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main(x: float) -> None:
    if x != x:
        d = {x: 1}
        if d.get(x, 0) == 1:
            transfer("mallory", 1)
