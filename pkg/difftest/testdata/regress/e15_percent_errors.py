# e15: %-formatting errors in CPython's order: no specifier with an int or str argument (TypeError), %d of a str, too few or too many arguments, an incomplete format (ValueError); a list is a mapping.
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(0)
# run: main(1)
# run: main(2)
# run: main(3)
# run: main(4)
# run: main(5)
# run: main(6)
# run: main(7)
# run: main(8)
from fx.trusted.effects import log_int, log_str, log_bool, log_float
import math


def main(k: int) -> None:
    log_str("a", 'abc' % ())
    log_str("b", '' % [])
    log_str("c", '%s%%' % k)
    if k == 0:
        log_str("d", 'abc' % k)
    elif k == 1:
        log_str("e", 'abc' % '')
    elif k == 2:
        log_str("f", '%d' % '1')
    elif k == 3:
        log_str("g", '%s' % ())
    elif k == 4:
        log_str("h", '%' % (k,))
    elif k == 6:
        log_str("j", '%s %s' % (k,))
    elif k == 7:
        log_str("k", '%d' % (k, k))
    else:
        log_str("l", '%d' % True + '%s' % (True,) + '%i' % -0)
