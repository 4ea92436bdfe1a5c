"""Class 8: a zip object is exhausted after one pass.

The second pass over the same iterator object finds it exhausted in
CPython, so the transfer happens and no_transfer() breaks. A model that
treats the object as a re-iterable list sees the elements twice and
"proves" it.
"""
# class: 8
# expect: not-proved
# witness: mode=module breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main() -> None:
    pairs = zip([1, 2], [3, 4])
    n = 0
    for p in pairs:
        n = n + 1
    for p in pairs:
        n = n + 1
    if n == 2:
        transfer("mallory", 1)
