# D6: every read of a variable copies its whole term, so doubling a value
# makes the document exponential (here 20 doublings: 6 MB).
# fixed: D6
# max-dsl-bytes: 200000
# run: main(1)
from fx.trusted.effects import log_int


def main(n: int) -> None:
    n = n + n
    n = n + n
    n = n + n
    n = n + n
    n = n + n
    n = n + n
    n = n + n
    n = n + n
    n = n + n
    n = n + n
    n = n + n
    n = n + n
    n = n + n
    n = n + n
    n = n + n
    n = n + n
    n = n + n
    n = n + n
    n = n + n
    n = n + n
    log_int("a", n)
