"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: x == 2.5)
def math_p000_h(x: float):
    r = math.floor(x)
    assert r == 2


@deal.pre(lambda x: x == 2.5)
def math_p000_f(x: float):
    r = math.floor(x)
    assert r == 3


@deal.pre(lambda x: x == 2.5)
@deal.post(lambda r: r == -3)
def math_p001_h(x: float):
    return math.floor(-x)


@deal.pre(lambda x: x == 2.5)
@deal.post(lambda r: r == -4)
def math_p001_f(x: float):
    return math.floor(-x)


@deal.pre(lambda x: x == 1e300)
@deal.post(lambda r: not r)
def math_p005_h(x: float):
    return math.floor(x) == 10 ** 300


@deal.pre(lambda x: x == 1e300)
@deal.post(lambda r: r)
def math_p005_f(x: float):
    return math.floor(x) == 10 ** 300


@deal.pre(lambda n: n == 7)
def math_p006_h(n: int):
    r = math.floor(n)
    assert r == 7


@deal.pre(lambda n: n == 7)
def math_p006_f(n: int):
    r = math.floor(n)
    assert r == 8


@deal.pre(lambda x: x == 2.1)
@deal.post(lambda r: r == 3)
def math_p007_h(x: float):
    return math.ceil(x)


@deal.pre(lambda x: x == 2.1)
@deal.post(lambda r: r == 2)
def math_p007_f(x: float):
    return math.ceil(x)


@deal.pre(lambda x: x == 2.1)
def math_p008_h(x: float):
    r = math.ceil(-x)
    assert r == -2


@deal.pre(lambda x: x == 2.1)
def math_p008_f(x: float):
    r = math.ceil(-x)
    assert r != -2


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == 0)
def math_p009_h(x: float):
    return math.ceil(-x)


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == -1)
def math_p009_f(x: float):
    return math.ceil(-x)


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r == 1)
def math_p011_h(x: float):
    return math.ceil(x)


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r != 1)
def math_p011_f(x: float):
    return math.ceil(x)


@deal.pre(lambda x: x == 2.7)
def math_p012_h(x: float):
    r = math.trunc(-x)
    assert r == -2


@deal.pre(lambda x: x == 2.7)
def math_p012_f(x: float):
    r = math.trunc(-x)
    assert r == -1


@deal.pre(lambda x: x == 2.7)
@deal.post(lambda r: r == 2)
def math_p013_h(x: float):
    return math.trunc(x)


@deal.pre(lambda x: x == 2.7)
@deal.post(lambda r: r == 1)
def math_p013_f(x: float):
    return math.trunc(x)


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: r == 3.0)
def math_p015_h(n: int):
    return math.fabs(-n)


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: r == 4.0)
def math_p015_f(n: int):
    return math.fabs(-n)


@deal.pre(lambda x: x == 3.0)
def math_p018_h(x: float):
    r = math.copysign(x, -0.0)
    assert r == -3.0


@deal.pre(lambda x: x == 3.0)
def math_p018_f(x: float):
    r = math.copysign(x, -0.0)
    assert r == -2.9999999999999996


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 2.0)
def math_p019_h(n: int):
    return math.copysign(-n, 1)


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 3.0)
def math_p019_f(n: int):
    return math.copysign(-n, 1)


@deal.pre(lambda x: x == 1.0)
def math_p020_h(x: float):
    r = math.copysign(x, math.nan) in (1.0, -1.0)
    assert r


@deal.pre(lambda x: x == 1.0)
def math_p020_f(x: float):
    r = math.copysign(x, math.nan) in (1.0, -1.0)
    assert not r


@deal.pre(lambda x: x == 1e308)
@deal.post(lambda r: not r)
def math_p025_h(x: float):
    return math.isinf(x)


@deal.pre(lambda x: x == 1e308)
@deal.post(lambda r: r)
def math_p025_f(x: float):
    return math.isinf(x)
