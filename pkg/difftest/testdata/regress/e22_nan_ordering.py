# e22: list and tuple ordering and equality with NaN (identity before equality: the same NaN object is equal to itself), -0.0, inf, subnormals; a tuple ordering that reaches an int and a str (TypeError).
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(float('nan'), float('nan'), 0)
# run: main(-0.0, 0.0, 1)
# run: main(1.0, 1.0, 2)
# run: main(float('inf'), 5e-324, 3)
from fx.trusted.effects import log_int, log_str, log_bool, log_float
import math


def main(x: float, y: float, k: int) -> None:
    log_bool("a", [x] < [y])
    log_bool("b", [x] <= [x])
    log_bool("c", (k, x) <= (k, x))
    log_bool("d", (k, x) <= (k, y))
    log_bool("e", [x, 1] > [x])
    log_bool("f", [1, 2] < [1, 2.5])
    log_bool("g", (1, 'a') < (2, 3))
    log_bool("h", (1, 'a') < (1,))
    log_bool("i", [math.nan, 1] < [math.nan, 2])
    log_bool("j", [float('nan'), 1] < [float('nan'), 2])
    log_bool("k", [x, y] == [x, y])
    log_bool("l", [x, y] != [y, x])
    log_bool("m", x in (y, x))
    log_int("n", [y, x, x].count(x))
    log_int("o", [y, x].index(x))
    log_bool("p", [] < [x])
    log_bool("q", [[x]] == [[x]])
    if k == 2:
        log_bool("r", (1, 'a') < (1, 3))
