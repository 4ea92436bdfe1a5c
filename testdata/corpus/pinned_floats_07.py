"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda n: n == 3)
def true_division_p032_h(n: int):
    r = n / True
    assert r == 3.0


@deal.pre(lambda n: n == 3)
def true_division_p032_f(n: int):
    r = n / True
    assert r != 3.0


@deal.pre(lambda n: n == 1)
@deal.raises(ZeroDivisionError)
def true_division_p033_h(n: int):
    return n / False


@deal.pre(lambda n: n == 1)
@deal.raises(ValueError)
def true_division_p033_f(n: int):
    return n / False


@deal.pre(lambda n: n == 10)
def true_division_p034_h(n: int):
    r = (n ** 17 + 1) / 10
    assert r == 1e+16


@deal.pre(lambda n: n == 10)
def true_division_p034_f(n: int):
    r = (n ** 17 + 1) / 10
    assert r == 1.0000000000000002e+16


@deal.pre(lambda n: n == 10)
@deal.raises(OverflowError)
def true_division_p035_h(n: int):
    return n ** 308 * 10 / 1


@deal.pre(lambda n: n == 10)
@deal.raises(ValueError)
def true_division_p035_f(n: int):
    return n ** 308 * 10 / 1


@deal.pre(lambda n: n == 10)
@deal.raises(OverflowError)
def true_division_p036_h(n: int):
    return -(n ** 400) / 3


@deal.pre(lambda n: n == 10)
def true_division_p036_f(n: int):
    return -(n ** 400) / 3


@deal.pre(lambda n: n == 7)
@deal.raises(ZeroDivisionError)
def true_division_p037_h(n: int):
    return n / -0.0


@deal.pre(lambda n: n == 7)
@deal.raises(ValueError)
def true_division_p037_f(n: int):
    return n / -0.0


@deal.pre(lambda x: x == 0.1)
def true_division_p038_h(x: float):
    r = x / 0.3
    assert r == 0.33333333333333337


@deal.pre(lambda x: x == 0.1)
def true_division_p038_f(x: float):
    r = x / 0.3
    assert r != 0.33333333333333337


@deal.pre(lambda n: n == 100)
@deal.post(lambda r: r)
def true_division_p039_h(n: int):
    return n / 7 == 14.285714285714286


@deal.pre(lambda n: n == 100)
@deal.post(lambda r: not r)
def true_division_p039_f(n: int):
    return n / 7 == 14.285714285714286


@deal.pre(lambda n: n == 1)
def true_division_p040_h(n: int):
    r = n / 49 * 49 == 1.0
    assert not r


@deal.pre(lambda n: n == 1)
def true_division_p040_f(n: int):
    r = n / 49 * 49 == 1.0
    assert r


@deal.pre(lambda x: x == 4.0)
@deal.post(lambda r: r == 2.0)
def true_division_p041_h(x: float):
    return x / 2


@deal.pre(lambda x: x == 4.0)
@deal.post(lambda r: r != 2.0)
def true_division_p041_f(x: float):
    return x / 2


@deal.pre(lambda n: n == 2)
@deal.raises(OverflowError)
def true_division_p042_h(n: int):
    return (n ** 1024 - 2 ** 970) / 1


@deal.pre(lambda n: n == 2)
def true_division_p042_f(n: int):
    return (n ** 1024 - 2 ** 970) / 1


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 1.7976931348623157e+308)
def true_division_p043_h(n: int):
    return (n ** 1024 - 2 ** 970 - 1) / 1


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 1.7976931348623155e+308)
def true_division_p043_f(n: int):
    return (n ** 1024 - 2 ** 970 - 1) / 1


@deal.pre(lambda n: n == 2)
@deal.raises(OverflowError)
def true_division_p044_h(n: int):
    return (n ** 1024 - 2 ** 969) / 1


@deal.pre(lambda n: n == 2)
def true_division_p044_f(n: int):
    return (n ** 1024 - 2 ** 969) / 1
