# e11: sets of ints and strs: equal ints (0 and -0), 2**64, operators, comparisons, aliasing with add/discard, remove (KeyError).
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(2 ** 64, 'é')
# run: main(0, '')
from fx.trusted.effects import log_int, log_str, log_bool, log_float
import math
import re


def main(n: int, s: str) -> None:
    a = {n, 2 ** 64, -0}
    log_int("a", len(a))
    b = {s, 'é', '😀'}
    log_bool("b", b > {'é'})
    log_bool("c", (a ^ {0}) <= a)
    c = a
    c.add(5)
    log_int("d", len(a))
    c.discard(n)
    log_bool("e", n in a)
    log_bool("f", a.isdisjoint([n, 1]))
    log_int("g", len(a - {5} | {7}))
    a.remove(n)
