# e10: str.count of literals and of an empty substring, astral characters.
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main('😀😀')
# run: main('')
from fx.trusted.effects import log_int, log_str, log_bool, log_float
import math
import re


def main(s: str) -> None:
    log_int("a", s.count(''))
    log_int("b", '😀é😀'.count('😀'))
    log_int("c", 'aaa'.count('aa'))
