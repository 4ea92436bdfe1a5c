# D15 in place: ys *= 2 ** 63 raises OverflowError in CPython, even
# for an empty list; lower leaves ys empty.
# fixed: D15
# supported
# run: main(0)
from fx.trusted.effects import log_int


def main(k: int) -> None:
    ys = []
    ys *= 2 ** 63
    log_int("d", len(ys))
