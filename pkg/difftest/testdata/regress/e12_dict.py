# e12: int-keyed dicts read with -0.0, True, NaN and 1.0.
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(-0.0)
# run: main(float('nan'))
from fx.trusted.effects import log_int, log_str, log_bool, log_float
import math
import re


def main(x: float) -> None:
    d = {0: 'a', 1: 'b'}
    log_str("a", d.get(x, 'z'))
    log_str("b", d.get(True, 'z'))
    log_str("c", d.get(math.nan, 'z'))
    log_str("d", d[-0.0])
    log_bool("e", 1.0 in d)
