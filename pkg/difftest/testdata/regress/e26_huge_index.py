# e26: huge ints where CPython wants an index: slices clamp them, subscripts raise IndexError (cannot fit 'int' into an index-sized integer), item assignment too.
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
from fx.trusted.effects import log_int


def main(k: int) -> None:
    xs = [1, 2]
    log_int("a", len(xs[2 ** 63:]) + len(xs[::2 ** 63]) * 10 + xs[::-(2 ** 64)][0] * 100)
    if k == 0:
        log_int("b", xs[2 ** 63])
    elif k == 1:
        log_int("c", len('ab'[-(2 ** 63) - 1]))
    elif k == 6:
        xs[2 ** 64] = 5
    log_int("g", len(xs))
