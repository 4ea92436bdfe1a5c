# e13: int inputs of 4300 and 4301 digits: str() and f-strings (ValueError past the limit).
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(10 ** 4299)
# run: main(10 ** 4300)
# run: main(-(10 ** 4299))
from fx.trusted.effects import log_int, log_str, log_bool, log_float
import math
import re


def main(n: int) -> None:
    log_int("a", len(str(n)))
    log_str("b", f"{n}"[:2])
    log_bool("c", n > 2 ** 64)
    log_float("d", float(n // 10 ** 4000))
