"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: r)
def int_float_compare_p019_h(n: int):
    return n ** 16 + 1 > 1e16


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: not r)
def int_float_compare_p019_f(n: int):
    return n ** 16 + 1 > 1e16


@deal.pre(lambda n: n == 10)
def int_float_compare_p020_h(n: int):
    r = n ** 16 + 2 == 1e16 + 2
    assert r


@deal.pre(lambda n: n == 10)
def int_float_compare_p020_f(n: int):
    r = n ** 16 + 2 == 1e16 + 2
    assert not r


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r)
def int_float_compare_p021_h(n: int):
    return -n < -0.5


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: not r)
def int_float_compare_p021_f(n: int):
    return -n < -0.5


@deal.pre(lambda n: n == 1)
def int_float_compare_p022_h(n: int):
    r = -n > -1.5
    assert r


@deal.pre(lambda n: n == 1)
def int_float_compare_p022_f(n: int):
    r = -n > -1.5
    assert not r


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r)
def int_float_compare_p023_h(n: int):
    return n >= 7.0


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: not r)
def int_float_compare_p023_f(n: int):
    return n >= 7.0


@deal.pre(lambda n: n == 7)
def int_float_compare_p024_h(n: int):
    r = n <= 6.999999999999999
    assert not r


@deal.pre(lambda n: n == 7)
def int_float_compare_p024_f(n: int):
    r = n <= 6.999999999999999
    assert r


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r)
def int_float_compare_p025_h(n: int):
    return n ** 63 == 9.223372036854776e18


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: not r)
def int_float_compare_p025_f(n: int):
    return n ** 63 == 9.223372036854776e18


@deal.pre(lambda n: n == 2)
def int_float_compare_p026_h(n: int):
    r = n ** 63 - 1 == 9.223372036854776e18
    assert not r


@deal.pre(lambda n: n == 2)
def int_float_compare_p026_f(n: int):
    r = n ** 63 - 1 == 9.223372036854776e18
    assert r


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r)
def int_float_compare_p027_h(n: int):
    return n ** 63 - 1 < 9.223372036854776e18


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: not r)
def int_float_compare_p027_f(n: int):
    return n ** 63 - 1 < 9.223372036854776e18


@deal.pre(lambda x: x == 5e-324)
def int_float_compare_p028_h(x: float):
    r = 0 == x
    assert not r


@deal.pre(lambda x: x == 5e-324)
def int_float_compare_p028_f(x: float):
    r = 0 == x
    assert r


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r)
def int_float_compare_p029_h(x: float):
    return 0 < x


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: not r)
def int_float_compare_p029_f(x: float):
    return 0 < x


@deal.pre(lambda n: n == 2)
def int_float_compare_p030_h(n: int):
    r = -(n ** 60) == -1.152921504606847e18
    assert r


@deal.pre(lambda n: n == 2)
def int_float_compare_p030_f(n: int):
    r = -(n ** 60) == -1.152921504606847e18
    assert not r


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 9007199254740993)
def int_float_compare_p031_h(n: int):
    return max(n ** 53 + 1, 2.0 ** 53)


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 9007199254740992)
def int_float_compare_p031_f(n: int):
    return max(n ** 53 + 1, 2.0 ** 53)


@deal.pre(lambda n: n == 2)
def int_float_compare_p032_h(n: int):
    r = min(n ** 53 + 1, 2.0 ** 53 + 2)
    assert r == 9007199254740993


@deal.pre(lambda n: n == 2)
def int_float_compare_p032_f(n: int):
    r = min(n ** 53 + 1, 2.0 ** 53 + 2)
    assert r != 9007199254740993


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r)
def int_float_compare_p033_h(n: int):
    return n in [1.0]


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: not r)
def int_float_compare_p033_f(n: int):
    return n in [1.0]
