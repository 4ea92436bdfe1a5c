# e31: an int from str.count('') converted to float (a - 3.0): Z3 4.8's sequence solver raised "reached max unfolding" inside the check, and solve failed with that error (seed 304, programs 70 and 1108); now the obligation is unknown.
# supported
# prove
# run: main('%%')
# run: main('')
# run: main('abc')
from fx.trusted.effects import log_int, log_str, log_bool, log_float
import math


def h1(a2: int, a3: bool, a4: str) -> float:
    w5 = (sum(1 for i6, i7 in enumerate([3, -7, 2 ** 63])) % ('ab').find(a4)) % 241
    v10 = {"b": (a2 - 3.0), "a": (0.0), "": (float(True))}
    return 0.0


def main(s12: str) -> None:
    v21, v22 = [('abcabc').count(''), (s12).count('')]
    v25 = (v22)
    v28, v29 = [3.0, h1(v25, False, s12)]
