# e06: in-place *= and += seen through an alias, a list in a list and a list in a tuple.
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(-1)
# run: main(2)
# run: main(0)
from fx.trusted.effects import log_int, log_str, log_bool, log_float
import math
import re


def main(n: int) -> None:
    xs = [1, 2]
    ys = xs
    xs *= 2
    log_int("ys", len(ys))
    zs = ys * 2
    log_int("zs", len(zs))
    ys *= 3
    log_int("xs", len(xs))
    box = [xs, xs]
    box[0].append(n)
    log_int("last", box[1][-1])
    t = (xs,)
    t[0].extend([7])
    log_int("xs2", xs[-1])
