# e08: NaN and -0.0 in lists and tuples: identity before equality in in, ==, <, <=, index, count, remove; float('nan') is a new object each time, math.nan one object.
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(float('nan'))
# run: main(-0.0)
from fx.trusted.effects import log_int, log_str, log_bool, log_float
import math
import re


def main(x: float) -> None:
    log_bool("a", float('nan') in [float('nan')])
    log_bool("b", math.nan in [math.nan])
    log_bool("c", x in [x])
    log_bool("d", [x] <= [x])
    log_bool("e", [x] < [x])
    log_bool("f", (x,) == (x,))
    log_bool("g", [x] == [float(x)])
    xs = [1.0, x]
    log_int("h", xs.index(x))
    log_int("i", xs.count(x))
    xs.remove(x)
    log_int("j", len(xs))
    log_bool("k", [math.nan] < [1.0])
    log_bool("l", [x, 1.0] > [x, 0.0])
