"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda n: n == 2)
def int_float_compare_p000_h(n: int):
    r = n ** 53 + 1 == float(2 ** 53 + 1)
    assert not r


@deal.pre(lambda n: n == 2)
def int_float_compare_p000_f(n: int):
    r = n ** 53 + 1 == float(2 ** 53 + 1)
    assert r


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: not r)
def int_float_compare_p001_h(n: int):
    return n ** 53 + 1 == 2.0 ** 53


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r)
def int_float_compare_p001_f(n: int):
    return n ** 53 + 1 == 2.0 ** 53


@deal.pre(lambda n: n == 2)
def int_float_compare_p002_h(n: int):
    r = n ** 53 == 2.0 ** 53
    assert r


@deal.pre(lambda n: n == 2)
def int_float_compare_p002_f(n: int):
    r = n ** 53 == 2.0 ** 53
    assert not r


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r)
def int_float_compare_p003_h(n: int):
    return n ** 53 + 1 > 2.0 ** 53


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: not r)
def int_float_compare_p003_f(n: int):
    return n ** 53 + 1 > 2.0 ** 53


@deal.pre(lambda n: n == 2)
def int_float_compare_p004_h(n: int):
    r = n ** 53 + 1 < 2.0 ** 53 + 2
    assert r


@deal.pre(lambda n: n == 2)
def int_float_compare_p004_f(n: int):
    r = n ** 53 + 1 < 2.0 ** 53 + 2
    assert not r


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: r)
def int_float_compare_p005_h(n: int):
    return n ** 400 > 1e308


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: not r)
def int_float_compare_p005_f(n: int):
    return n ** 400 > 1e308


@deal.pre(lambda n: n == 10)
def int_float_compare_p006_h(n: int):
    r = n ** 400 < math.inf
    assert r


@deal.pre(lambda n: n == 10)
def int_float_compare_p006_f(n: int):
    r = n ** 400 < math.inf
    assert not r


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: r)
def int_float_compare_p007_h(n: int):
    return -(n ** 400) > -math.inf


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: not r)
def int_float_compare_p007_f(n: int):
    return -(n ** 400) > -math.inf


@deal.pre(lambda n: n == 1)
def int_float_compare_p008_h(n: int):
    r = n == 1.0
    assert r


@deal.pre(lambda n: n == 1)
def int_float_compare_p008_f(n: int):
    r = n == 1.0
    assert not r


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r)
def int_float_compare_p013_h(x: float):
    return True == x


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: not r)
def int_float_compare_p013_f(x: float):
    return True == x


@deal.pre(lambda n: n == 2)
def int_float_compare_p014_h(n: int):
    r = n ** 1024 > 1.7976931348623157e308
    assert r


@deal.pre(lambda n: n == 2)
def int_float_compare_p014_f(n: int):
    r = n ** 1024 > 1.7976931348623157e308
    assert not r


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: not r)
def int_float_compare_p015_h(n: int):
    return n ** 1024 == math.inf


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r)
def int_float_compare_p015_f(n: int):
    return n ** 1024 == math.inf


@deal.pre(lambda n: n == 1)
def int_float_compare_p016_h(n: int):
    r = n < 1.0000000000000002
    assert r


@deal.pre(lambda n: n == 1)
def int_float_compare_p016_f(n: int):
    r = n < 1.0000000000000002
    assert not r


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: not r)
def int_float_compare_p017_h(n: int):
    return n == 3.0000000000000004


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: r)
def int_float_compare_p017_f(n: int):
    return n == 3.0000000000000004


@deal.pre(lambda n: n == 10)
def int_float_compare_p018_h(n: int):
    r = n ** 16 + 1 == 1e16
    assert not r


@deal.pre(lambda n: n == 10)
def int_float_compare_p018_f(n: int):
    r = n ** 16 + 1 == 1e16
    assert r
