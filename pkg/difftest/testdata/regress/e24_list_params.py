# e24: a list default shared by every call, lists passed to helpers and changed there, a lambda's list default.
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(1)
# run: main(5)
from fx.trusted.effects import log_int


def f(x: int, acc: list = []) -> int:
    acc.append(x)
    return len(acc)


def g(xs: list) -> None:
    xs.append(0)
    xs[0] = 9


def main(n: int) -> None:
    log_int("a", f(n))
    log_int("b", f(n))
    ys = [n]
    g(ys)
    log_int("c", ys[0] * 10 + len(ys))
    h = lambda zs=[n]: zs
    h().append(3)
    log_int("d", len(h()))
    k = ys
    g(k)
    log_int("e", len(ys))
