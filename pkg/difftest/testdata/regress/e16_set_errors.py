# e16: set comparisons with lists, union of a list, remove (KeyError), an unhashable member test (TypeError), issubset/issuperset of tuples and lists, ^ of strs.
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(0)
# run: main(1)
# run: main(2)
# run: main(3)
# run: main(4)
# run: main(5)
from fx.trusted.effects import log_int, log_str, log_bool, log_float
import math


def main(k: int) -> None:
    s = {1, 2, k}
    log_bool("b", s != {1, 2})
    log_int("c", len(s.union([k, 7])))
    if k == 2:
        s.remove(9)
    elif k == 3:
        log_bool("f", [k] in s)
    log_bool("h", {1, 2} < {1, 2})
    log_bool("i", s.issubset((1, 2, 3, 4, 5)))
    log_bool("j", s.issuperset([]))
    log_int("k", len({'a', 'a', 'é'} ^ {'é'}))
