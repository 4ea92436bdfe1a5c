"""Class 8 control: lists made from iterators can be walked twice.

list(enumerate(...)) and list(zip(...)) are lists: both passes see every
element in CPython, so the transfer never happens.
"""
# class: 8
# expect: proved
# witness: mode=module holds

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main() -> None:
    pairs = list(enumerate(["a", "b"]))
    first = list(pairs)
    second = list(pairs)
    if len(second) != len(first):
        transfer("mallory", 1)
    zs = list(zip([1, 2], [3, 4]))
    n = 0
    for p in zs:
        n = n + 1
    for p in zs:
        n = n + 1
    if n != 4:
        transfer("mallory", 2)
