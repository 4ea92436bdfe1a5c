# e02: math.floor/ceil/trunc/fabs/sqrt/isnan/isinf and round of -0.0, NaN (ValueError), inf (OverflowError), subnormals, 1e308, negatives (sqrt: ValueError).
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(-0.0, 0)
# run: main(float('nan'), 1)
# run: main(float('inf'), 2)
# run: main(5e-324, 3)
# run: main(-0.5, 4)
# run: main(1e308, 5)
# run: main(-1.0, 6)
from fx.trusted.effects import log_int, log_str, log_bool, log_float
import math
import re


def main(x: float, k: int) -> None:
    if k == 0:
        log_int("floor", math.floor(x))
        log_float("sqrt", math.sqrt(x))
    elif k == 1:
        log_bool("isnan", math.isnan(x))
        log_float("fabs", math.fabs(x))
        log_int("trunc", math.trunc(x))
    elif k == 2:
        log_bool("isinf", math.isinf(x))
        log_int("ceil", math.ceil(x))
    elif k == 3:
        log_int("floor", math.floor(x))
        log_int("ceil", math.ceil(x))
        log_float("sqrt", math.sqrt(x))
    elif k == 4:
        log_int("ceil", math.ceil(x))
        log_int("round", round(x))
        log_int("round2", round(x - 2.0))
    elif k == 5:
        log_int("floor", math.floor(x) % 1000)
        log_int("round", round(x) // 10 ** 300)
    else:
        log_float("sqrt", math.sqrt(x))
