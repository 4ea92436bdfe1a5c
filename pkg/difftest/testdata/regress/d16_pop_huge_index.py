# D16: list.pop with an index that does not fit a Py_ssize_t raises
# OverflowError in CPython ("Python int too large to convert to C
# ssize_t"); lower raises IndexError (pop index out of range).
# fixed: D16
# supported
# run: main(0)
# run: main(1)
from fx.trusted.effects import log_int


def main(k: int) -> None:
    xs = [1, 2]
    if k == 0:
        log_int("d", xs.pop(2 ** 63))
    else:
        log_int("e", xs.pop(-(2 ** 63) - 1))
