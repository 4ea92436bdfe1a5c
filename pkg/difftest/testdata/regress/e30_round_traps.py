# e30: round, math.floor/ceil/trunc at the classic traps: 0.49999999999999994 (floor(x + 0.5) is wrong), ties, 2**52 + 0.5, 2**53 + 1.
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(0.49999999999999994)
# run: main(-0.49999999999999994)
# run: main(2.5000000000000004)
# run: main(-2.5)
# run: main(1.5000000000000002)
# run: main(4503599627370496.5)
# run: main(9007199254740993.0)
from fx.trusted.effects import log_int
import math


def main(x: float) -> None:
    log_int("a", round(x))
    log_int("b", math.floor(x) + math.ceil(x) * 3 + math.trunc(x) * 7)
    log_int("c", round(x * 2.0) - round(x + 0.5))
