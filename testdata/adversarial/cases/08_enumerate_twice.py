"""Class 8: an enumerate object is exhausted after one pass.

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
    pairs = enumerate(["a", "b"])
    first = list(pairs)
    second = list(pairs)
    if len(first) == 2 and len(second) == 0:
        transfer("mallory", 1)
