"""Pure integer helpers with deal contracts: clauz3 verify proves each."""

import deal


def _diff(x: int, y: int) -> int:
    return x - y


@deal.pre(lambda x, lo, hi: lo <= hi)
@deal.post(lambda result: result is not None)
@deal.ensure(lambda x, lo, hi, result: lo <= result <= hi)
def clamp(x: int, lo: int, hi: int) -> int:
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x


@deal.ensure(lambda x, lo, hi, result: lo <= result <= hi)
def clamp_unchecked(x: int, lo: int, hi: int) -> int:
    # No precondition: with lo > hi no result can be between them.
    return max(lo, min(x, hi))


@deal.ensure(lambda x, y, result: result >= 0)
@deal.ensure(lambda x, y, result: result == x - y or result == y - x)
def abs_diff(x: int, y: int) -> int:
    return abs(_diff(x, y))


@deal.raises(ZeroDivisionError)
@deal.ensure(lambda a, b, result: result * b <= a or b < 0)
def safe_div(a: int, b: int) -> int:
    return a // b


@deal.post(lambda result: result >= 0)
def div_unchecked(a: int, b: int) -> int:
    # b == 0 raises ZeroDivisionError, which is not declared.
    if a < 0:
        return 0
    return a // abs(b)
