# e07: list slices with negative and out-of-range bounds and steps, step 0 (ValueError).
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(0)
# run: main(1)
from fx.trusted.effects import log_int, log_str, log_bool, log_float
import math
import re


def main(n: int) -> None:
    xs = [1, 2, 3, 4, 5]
    log_int("a", sum(xs[::-1][:2]))
    log_int("b", sum(xs[5:0:-2]))
    log_int("c", len(xs[-1:-10:-3]))
    log_int("d", xs[100:-100:-1][0])
    if n == 1:
        log_int("e", len(xs[::0]))
