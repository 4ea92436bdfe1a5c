# D1: a failing assert inside a helper does not end the caller's path:
# lower reports log_int("after", 0) although CPython stops with
# AssertionError.
# fixed: D1
# run: main(0)
from fx.trusted.effects import log_int


def check(n: int) -> int:
    assert n > 0
    return n


def main(n: int) -> None:
    check(n)
    log_int("after", n)
