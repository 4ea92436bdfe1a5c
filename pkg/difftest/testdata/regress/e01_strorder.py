# e01: str ordering and sort by code point: a private-use BMP character (U+E000, U+FFFF) sorts before an astral one (UTF-16 order would differ).
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main('\ue000', '😀')
# run: main('😀', '\U0002ffff')
# run: main('\uffff', '\U00010000')
from fx.trusted.effects import log_int, log_str, log_bool, log_float
import math
import re


def main(a: str, b: str) -> None:
    log_bool("lt", a < b)
    log_bool("le", a + 'x' <= b)
    xs = [b, a, 'a', 'é']
    xs.sort()
    log_str("s0", xs[0])
    log_str("s3", xs[3])
    log_str("min", sorted([a, b])[0])
