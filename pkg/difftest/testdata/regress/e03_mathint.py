# e03: math functions of ints: math.floor of 10**400 stays exact, math.isfinite of it raises OverflowError (int too large to convert to float).
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(10 ** 400)
# run: main(-3)
from fx.trusted.effects import log_int, log_str, log_bool, log_float
import math
import re


def main(n: int) -> None:
    log_int("floor", math.floor(n))
    log_bool("isfinite", math.isfinite(n))
    log_float("fabs", math.fabs(n))
