# e14: list.sort seen through an alias, reverse, pop, insert out of range, list and tuple ordering (TypeError between int and str).
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(3, 'b')
# run: main(-1, 'é')
from fx.trusted.effects import log_int, log_str, log_bool, log_float
import math
import re


def main(n: int, s: str) -> None:
    xs = [n, 5, -2, n, 10 ** 30, 0]
    ys = xs
    xs.sort()
    log_int("a", ys[0])
    log_int("b", ys[-1] % 1000)
    zs = sorted([s, 'a', s + 'a', '😀', ''])
    log_str("c", zs[1])
    xs.reverse()
    log_int("d", xs[0] % 7)
    log_int("e", xs.pop(1))
    xs.insert(-100, 42)
    log_int("f", xs[0])
    xs.insert(100, 43)
    log_int("g", xs[-1])
    log_bool("h", [1, 2] < [1, 2, 0])
    log_bool("i", (1, 'a') < (1, 'b'))
    log_bool("j", [1, 'a'] < [2, 3])
    log_bool("k", [1, 'a'] < [1, 3])
