"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 1.0)
def float_conversions_p053_h(x: float):
    return min(x, math.nan)


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r != 1.0)
def float_conversions_p053_f(x: float):
    return min(x, math.nan)


@deal.pre(lambda x: x == 1.0)
def float_conversions_p054_h(x: float):
    r = min(math.nan, x)
    assert r != r


@deal.pre(lambda x: x == 1.0)
def float_conversions_p054_f(x: float):
    r = min(math.nan, x)
    assert r == r


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 1.0)
def float_conversions_p055_h(x: float):
    return max(x, math.nan)


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 2.0)
def float_conversions_p055_f(x: float):
    return max(x, math.nan)


@deal.pre(lambda x: x == 1.0)
def float_conversions_p056_h(x: float):
    r = max(math.nan, x)
    assert r != r


@deal.pre(lambda x: x == 1.0)
def float_conversions_p056_f(x: float):
    r = max(math.nan, x)
    assert r == r


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == 1)
def float_conversions_p057_h(n: int):
    return max(n, 1.0)


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == 0)
def float_conversions_p057_f(n: int):
    return max(n, 1.0)


@deal.pre(lambda x: x == 1.0)
def float_conversions_p058_h(x: float):
    r = max(x, 1)
    assert r == 1.0


@deal.pre(lambda x: x == 1.0)
def float_conversions_p058_f(x: float):
    r = max(x, 1)
    assert r == 1.0000000000000002


@deal.pre(lambda x: x == 3.5)
@deal.post(lambda r: r == 3.5)
def float_conversions_p059_h(x: float):
    return max([x, -1.0, 2])


@deal.pre(lambda x: x == 3.5)
@deal.post(lambda r: r != 3.5)
def float_conversions_p059_f(x: float):
    return max([x, -1.0, 2])


@deal.pre(lambda n: n == 3)
def float_conversions_p060_h(n: int):
    r = min(n, 2.5, 7)
    assert r == 2.5


@deal.pre(lambda n: n == 3)
def float_conversions_p060_f(n: int):
    r = min(n, 2.5, 7)
    assert r == 2.5000000000000004


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: r)
def float_conversions_p061_h(n: int):
    return float(n ** 308) == 1e308


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: not r)
def float_conversions_p061_f(n: int):
    return float(n ** 308) == 1e308


@deal.pre(lambda x: x == 1e308)
def float_conversions_p062_h(x: float):
    r = int(x) == 10 ** 308
    assert not r


@deal.pre(lambda x: x == 1e308)
def float_conversions_p062_f(x: float):
    r = int(x) == 10 ** 308
    assert r


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r)
def float_conversions_p063_h(x: float):
    return int(x ** 60) == 2 ** 60


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: not r)
def float_conversions_p063_f(x: float):
    return int(x ** 60) == 2 ** 60


@deal.pre(lambda x: x == 2.5)
def float_conversions_p064_h(x: float):
    r = round(x) + round(3.5)
    assert r == 6


@deal.pre(lambda x: x == 2.5)
def float_conversions_p064_f(x: float):
    r = round(x) + round(3.5)
    assert r == 7


@deal.pre(lambda x: x == 2.5)
@deal.post(lambda r: r)
def float_conversions_p065_h(x: float):
    return type(round(x)) is int


@deal.pre(lambda x: x == 2.5)
@deal.post(lambda r: not r)
def float_conversions_p065_f(x: float):
    return type(round(x)) is int


@deal.pre(lambda x: x == 2.5)
def float_conversions_p066_h(x: float):
    r = type(round(x, 0)) is float
    assert r


@deal.pre(lambda x: x == 2.5)
def float_conversions_p066_f(x: float):
    r = type(round(x, 0)) is float
    assert not r


@deal.pre(lambda x: x == 2.5)
def float_conversions_p070_h(x: float):
    r = float(int(-x))
    assert r == -2.0


@deal.pre(lambda x: x == 2.5)
def float_conversions_p070_f(x: float):
    r = float(int(-x))
    assert r == -1.9999999999999998
