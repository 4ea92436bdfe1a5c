"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: x == 1e308)
def float_arith_p070_h(x: float):
    r = x + 1e308
    assert r == math.inf


@deal.pre(lambda x: x == 1e308)
def float_arith_p070_f(x: float):
    r = x + 1e308
    assert r == -math.inf


@deal.pre(lambda x: x == 1e308)
@deal.post(lambda r: r == -math.inf)
def float_arith_p071_h(x: float):
    return -x * 10.0


@deal.pre(lambda x: x == 1e308)
@deal.post(lambda r: r != -math.inf)
def float_arith_p071_f(x: float):
    return -x * 10.0


@deal.pre(lambda x: x == 1.0)
def float_arith_p072_h(x: float):
    r = math.nan + x
    assert r != r


@deal.pre(lambda x: x == 1.0)
def float_arith_p072_f(x: float):
    r = math.nan + x
    assert r == r


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: not r)
def float_arith_p075_h(x: float):
    return math.nan < x


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r)
def float_arith_p075_f(x: float):
    return math.nan < x


@deal.pre(lambda x: x == 1e308)
@deal.post(lambda r: r)
def float_arith_p077_h(x: float):
    return -math.inf < -x


@deal.pre(lambda x: x == 1e308)
@deal.post(lambda r: not r)
def float_arith_p077_f(x: float):
    return -math.inf < -x


@deal.pre(lambda x: x == 1.0)
def float_arith_p078_h(x: float):
    r = x - 0.9
    assert r == 0.09999999999999998


@deal.pre(lambda x: x == 1.0)
def float_arith_p078_f(x: float):
    r = x - 0.9
    assert r == 0.09999999999999999


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: r == 0.30000000000000004)
def float_arith_p079_h(n: int):
    return n * 0.1


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: r == 1.3)
def float_arith_p079_f(n: int):
    return n * 0.1


@deal.pre(lambda x: x == 0.1)
def float_arith_p080_h(x: float):
    r = x * 3 == 0.3
    assert not r


@deal.pre(lambda x: x == 0.1)
def float_arith_p080_f(x: float):
    r = x * 3 == 0.3
    assert r


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r == 9007199254740992.0)
def float_arith_p081_h(x: float):
    return x ** 53 + 1.0


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r == 9007199254740991.0)
def float_arith_p081_f(x: float):
    return x ** 53 + 1.0


@deal.pre(lambda x: x == 1e-320)
@deal.post(lambda r: r == 9.999888671827e-311)
def float_arith_p085_h(x: float):
    return x * 1e10


@deal.pre(lambda x: x == 1e-320)
@deal.post(lambda r: r == 1.0)
def float_arith_p085_f(x: float):
    return x * 1e10


@deal.pre(lambda x: x == 0.1)
def float_arith_p086_h(x: float):
    r = x + 0.2 > 0.3
    assert r


@deal.pre(lambda x: x == 0.1)
def float_arith_p086_f(x: float):
    r = x + 0.2 > 0.3
    assert not r


@deal.pre(lambda x: x == 1.5)
@deal.post(lambda r: r == 2.5)
def float_arith_p087_h(x: float):
    return x + 1


@deal.pre(lambda x: x == 1.5)
@deal.post(lambda r: r == 3.5)
def float_arith_p087_f(x: float):
    return x + 1


@deal.pre(lambda x: x == 0.5)
def float_arith_p088_h(x: float):
    r = True + x
    assert r == 1.5


@deal.pre(lambda x: x == 0.5)
def float_arith_p088_f(x: float):
    r = True + x
    assert r == 1.5000000000000002


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r == 6.75)
def float_arith_p089_h(n: int):
    return n - 0.25


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r != 6.75)
def float_arith_p089_f(n: int):
    return n - 0.25


@deal.pre(lambda x: x == 1e308)
def float_arith_p090_h(x: float):
    r = (x * 10.0) - (1e308 * 10.0)
    assert r != r


@deal.pre(lambda x: x == 1e308)
def float_arith_p090_f(x: float):
    r = (x * 10.0) - (1e308 * 10.0)
    assert r == r
