# e17: xs += xs and xs.extend(xs), [1] == [True], math.floor/ceil and round of bools, pop of an empty list, remove of an absent value.
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(0, True)
# run: main(1, False)
# run: main(2, True)
# run: main(3, True)
from fx.trusted.effects import log_int, log_str, log_bool, log_float
import math


def main(k: int, b: bool) -> None:
    xs = [k, 1]
    xs += xs
    log_int("a", len(xs))
    xs.extend(xs)
    log_int("b", len(xs))
    log_int("d", len(xs[-0:]))
    log_bool("e", [1] == [True])
    log_bool("f", [1.0] == [1])
    log_int("g", math.floor(b) + math.ceil(b))
    log_int("i", round(b) + round(-0.0))
    zs = []
    if k == 0:
        zs.pop()
    elif k == 1:
        xs.remove(9)
