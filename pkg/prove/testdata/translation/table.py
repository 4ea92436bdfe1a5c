"""provably's translation table (issue 13): each function's expected
verdict is in its name: _ok proves, _bad is refuted, _no is unsupported,
_unknown is not proved (the solver gives up).
check_cpython.py runs each _bad counterexample and samples each _ok under
CPython."""

import deal


@deal.post(lambda result: result in ("small", "big", "zero"))
def match_literals_ok(x: int) -> str:
    match x:
        case 0:
            return "zero"
        case 1 | 2 | 3:
            return "small"
        case _:
            return "big"


@deal.post(lambda result: result != "neg")
def match_guard_bad(x: int) -> str:
    match x:
        case n if n < 0:
            return "neg"
        case _:
            return "ok"


@deal.post(lambda result: result >= 0)
def match_sequence_ok(a: int, b: int) -> int:
    match (a, b):
        case (0, q):
            return abs(q)
        case [p, 0]:
            return abs(p)
        case _:
            return 0


@deal.post(lambda result: result == "int")
def match_class_ok(b: bool) -> str:
    match b:
        case int():
            return "int"
    return "other"


@deal.post(lambda result: result == "none")
def match_singleton_bad(b: bool) -> str:
    match b:
        case True:
            return "true"
        case None:
            return "none"
    return "none"


def match_star_no(xs: int) -> int:
    match (xs, xs):
        case (a, *rest):
            return a
    return 0


@deal.post(lambda result: result[0] * 2 + result[1] == 7)
def divmod_ok(x: int) -> tuple[int, int]:
    return divmod(7, 2)


@deal.post(lambda result: result[1] >= 0)
def divmod_bad(a: int, b: int) -> tuple[int, int]:
    if b == 0:
        return (0, 0)
    return divmod(a, b)


@deal.post(lambda result: 0 <= result < 7)
def pow3_ok(x: int) -> int:
    return pow(x, 3, 7)


@deal.post(lambda result: result >= 0)
def pow3_bad(x: int) -> int:
    return pow(x, 3, -7)


@deal.post(lambda result: result == 8)
def pow2_ok(x: int) -> int:
    return pow(2, 3)


def pow_negative_no(x: int) -> int:
    return pow(x, -1, 7)


@deal.post(lambda result: result == 2)
def round_half_even_ok(x: int) -> int:
    return round(2.5) + round(0.5) + round(-0.5)


# Z3 4.8.12 does not decide fp.to_real of a symbolic double: not proved
@deal.post(lambda result: result != 4)
def round_symbolic_unknown(x: float) -> int:
    if x != x or x in (float("inf"), float("-inf")):
        return 0
    return round(x)


def round_ndigits_no(x: float) -> float:
    return round(x, 2)


@deal.post(lambda result: result == 1)
def walrus_ok(a: int) -> int:
    if (n := a + 1) > a:
        return n - a
    return 1


def helper(a: int) -> tuple[int, int]:
    return a, a + 1


@deal.post(lambda result: result == 1)
def tuple_unpack_ok(a: int) -> int:
    p, q = helper(a)
    return q - p


@deal.post(lambda result: 0 <= result <= 5)
def while_bounded_ok(n: int) -> int:
    i = 0
    while i < n and i < 5:
        i += 1
    return i


@deal.post(lambda result: result <= 3)
def while_bounded_bad(n: int) -> int:
    i = 0
    while i < n and i < 5:
        i += 1
    return i


# a loop over a counter is summarized: i ends at max(n, 0), for every n
@deal.post(lambda result: result >= 0)
def while_unbounded_ok(n: int) -> int:
    i = 0
    while i < n:
        i += 1
    return i


# any other loop may run past the unrolling bound: nothing is proved
@deal.post(lambda result: result >= 0)
def while_unbounded_unknown(n: int) -> int:
    i = 0
    while i * i < n:
        i += 1
    return i


@deal.pre(lambda n: 0 <= n <= 50)
@deal.ensure(lambda n, result: result == n)
def while_precondition_ok(n: int) -> int:
    i = 0
    while i < n:
        i += 1
    return i


@deal.post(lambda result: result == 1)
def while_else_ok(n: int) -> int:
    i = 0
    while i < 3 and n > 0:
        i += 1
        if i == 2:
            break
    else:
        return 1
    return 1
