# e05: %-formatting of bools, strs holding %s, a tuple argument, ints past the 4300-digit limit (ValueError).
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(True, 10 ** 4300, 'é')
# run: main(False, -0, '%s')
# run: main(True, 10 ** 4299, '')
from fx.trusted.effects import log_int, log_str, log_bool, log_float
import math
import re


def main(b: bool, n: int, s: str) -> None:
    log_str("d", '%d' % b)
    log_str("s", '%s' % b)
    log_str("i", '%i%%' % (b,))
    log_str("t", 'a%sb' % (s,))
    log_str("u", ('%s|%s' % (s, s))[:5])
    log_int("n", len('%d' % n))
