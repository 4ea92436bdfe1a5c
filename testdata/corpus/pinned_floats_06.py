"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda n: n == 2)
def true_division_p016_h(n: int):
    r = (n ** 53 + 3) / 1
    assert r == 9007199254740996.0


@deal.pre(lambda n: n == 2)
def true_division_p016_f(n: int):
    r = (n ** 53 + 3) / 1
    assert r == 9007199254740998.0


@deal.pre(lambda n: n == 9007199254740993)
@deal.post(lambda r: r)
def true_division_p017_h(n: int):
    return n / 1 == 9007199254740992.0


@deal.pre(lambda n: n == 9007199254740993)
@deal.post(lambda r: not r)
def true_division_p017_f(n: int):
    return n / 1 == 9007199254740992.0


@deal.pre(lambda n: n == 1)
def true_division_p018_h(n: int):
    r = n / 3 * 3 == 1
    assert r


@deal.pre(lambda n: n == 1)
def true_division_p018_f(n: int):
    r = n / 3 * 3 == 1
    assert not r


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 1.0)
def true_division_p019_h(n: int):
    return n / 3 + 1 / 3


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 2.0)
def true_division_p019_f(n: int):
    return n / 3 + 1 / 3


@deal.pre(lambda x: x == 1.0)
def true_division_p020_h(x: float):
    r = x / 3.0
    assert r == 0.3333333333333333


@deal.pre(lambda x: x == 1.0)
def true_division_p020_f(x: float):
    r = x / 3.0
    assert r != 0.3333333333333333


@deal.pre(lambda x: x == 1e308)
@deal.post(lambda r: r == math.inf)
def true_division_p021_h(x: float):
    return x / 1e-308


@deal.pre(lambda x: x == 1e308)
@deal.post(lambda r: r == -math.inf)
def true_division_p021_f(x: float):
    return x / 1e-308


@deal.pre(lambda x: x == 5e-324)
def true_division_p022_h(x: float):
    r = x / 2.0
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda x: x == 5e-324)
def true_division_p022_f(x: float):
    r = x / 2.0
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def true_division_p023_h(x: float):
    return x / 3.0


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def true_division_p023_f(x: float):
    return x / 3.0


@deal.pre(lambda n: n == 1)
def true_division_p024_h(n: int):
    r = n / math.inf
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda n: n == 1)
def true_division_p024_f(n: int):
    r = n / math.inf
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def true_division_p025_h(n: int):
    return -n / math.inf


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def true_division_p025_f(n: int):
    return -n / math.inf


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == math.inf)
def true_division_p027_h(x: float):
    return math.inf / x


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == -math.inf)
def true_division_p027_f(x: float):
    return math.inf / x


@deal.pre(lambda x: x == 1.0)
def true_division_p028_h(x: float):
    r = math.nan / x
    assert r != r


@deal.pre(lambda x: x == 1.0)
def true_division_p028_f(x: float):
    r = math.nan / x
    assert r == r


@deal.pre(lambda n: n == 6)
@deal.post(lambda r: r == 2.0)
def true_division_p029_h(n: int):
    return n / 3


@deal.pre(lambda n: n == 6)
@deal.post(lambda r: r != 2.0)
def true_division_p029_f(n: int):
    return n / 3


@deal.pre(lambda n: n == 6)
def true_division_p030_h(n: int):
    r = type(n / 3) is float
    assert r


@deal.pre(lambda n: n == 6)
def true_division_p030_f(n: int):
    r = type(n / 3) is float
    assert not r


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 0.5)
def true_division_p031_h(n: int):
    return True / n


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 1.5)
def true_division_p031_f(n: int):
    return True / n
