# D15: a list or tuple repeated by a count that does not fit a
# Py_ssize_t (2**63 and up, below -2**63) raises OverflowError in
# CPython, even for an empty list; lower
# makes an empty sequence.
# fixed: D15
# supported
# run: main(0)
# run: main(1)
# run: main(2)
from fx.trusted.effects import log_int


def main(k: int) -> None:
    if k == 0:
        log_int("a", len([] * 2 ** 63))
    elif k == 1:
        log_int("b", len(() * 2 ** 64))
    else:
        log_int("c", len([1] * (-(2 ** 63) - 1)))
