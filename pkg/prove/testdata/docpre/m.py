import deal


def half(n: int) -> int:
    """Halve n.

    Preconditions:
        - n >= 0
        - n % 2 == 0
    """
    return n // 2


@deal.post(lambda result: result > 0)
def f(x: int) -> int:
    """Precondition: x > 0"""
    if x > 0:
        return x
    else:
        return 0


def g(k: int) -> int:
    return half(k)


def h(k: int) -> int:
    if k >= 0:
        return half(2 * k)
    return 0


def bad(n: int) -> int:
    """Precondition: n >"""
    return n
