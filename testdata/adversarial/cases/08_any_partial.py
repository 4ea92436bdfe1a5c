"""Class 8: any() consumes a generator only up to the deciding element.

The second pass over the same iterator object finds it (partly) consumed in
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
    g = (x for x in [1, 2, 3])
    found = any(g)
    rest = list(g)
    if found and len(rest) == 2:
        transfer("mallory", 1)
