"""Class 8: a loop that breaks leaves the iterator where it stopped.

The for loop takes (0, "a") from the enumerate object and breaks; list(e)
then gets only the two remaining pairs in CPython, so the transfer
happens. Restarting the iteration (three pairs) makes it dead.
"""
# class: 8
# expect: not-proved
# witness: mode=module breaks=guarantee:no_transfer

import clauz3
from tools.pay.trusted import contracts as pay
from tools.pay.trusted.effects import transfer


@clauz3.guarantee(pay.no_transfer())
def main() -> None:
    e = enumerate(["a", "b", "c"])
    for i, x in e:
        break
    rest = list(e)
    if len(rest) == 2:
        transfer("mallory", 1)
