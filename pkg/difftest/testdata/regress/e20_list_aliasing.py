# e20: a module constant list changed by a helper, a lambda and a nested function reading or changing main's list, += of a tuple on a list (in place) and on a tuple (new object), an item assignment at an input index, clear through a container, copy.
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(0, 'a')
# run: main(1, 'b')
# run: main(-1, 'c')
# run: main(5, '')
# run: main(-3, 'é')
from fx.trusted.effects import log_int, log_str, log_bool, log_float

K = [1, 2, 3]


def h(v: int) -> int:
    K.append(v)
    K[0] = v
    return len(K)


def main(n: int, s: str) -> None:
    log_int("a", h(n))
    log_int("b", K[0] + K[-1])
    xs = [n, n + 1]
    f = lambda: xs[-1]
    xs.append(7)
    log_int("c", f())
    def g() -> int:
        xs.insert(0, 9)
        xs[1] = 4
        return xs.pop()
    log_int("d", g())
    log_int("e", xs[0] * 100 + xs[1] * 10 + len(xs))
    t = (1,)
    u = t
    t += (2,)
    log_int("f", len(u) * 10 + len(t))
    ys = xs
    ys += (5, 6)
    log_int("g", len(xs))
    xs[n] = 0
    log_int("h", sum(ys))
    zs = [xs, ys]
    zs[0].clear()
    log_int("i", len(ys))
    ss = [s, 'x']
    ss.sort()
    ss.reverse()
    log_str("j", ss[0])
    ws = [s] * 3
    ws[1] = 'q'
    log_str("k", ''.join(ws))
    cp = K.copy()
    cp.append(1)
    log_int("l", len(K) * 10 + len(cp))
    log_int("m", cp.count(n))
