# e04: round() of floats: ties to even, NaN (ValueError), -inf (OverflowError), 1e300 and 2**52+1 exactly.
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(0.5)
# run: main(1.5)
# run: main(2.5)
# run: main(-0.5)
# run: main(float('nan'))
# run: main(float('-inf'))
# run: main(1e300)
# run: main(4503599627370497.0)
from fx.trusted.effects import log_int, log_str, log_bool, log_float
import math
import re


def main(x: float) -> None:
    log_int("r", round(x) % 7)
    log_str("s", str(round(x))[:3])
