"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: x == 3.5)
@deal.post(lambda r: r == 4)
def float_conversions_p029_h(x: float):
    return round(x)


@deal.pre(lambda x: x == 3.5)
@deal.post(lambda r: r != 4)
def float_conversions_p029_f(x: float):
    return round(x)


@deal.pre(lambda x: x == 0.5)
def float_conversions_p030_h(x: float):
    r = round(-x)
    assert r == 0


@deal.pre(lambda x: x == 0.5)
def float_conversions_p030_f(x: float):
    r = round(-x)
    assert r == 1


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == 0)
def float_conversions_p031_h(x: float):
    return round(x)


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == -1)
def float_conversions_p031_f(x: float):
    return round(x)


@deal.pre(lambda x: x == 1.5)
def float_conversions_p032_h(x: float):
    r = round(-x)
    assert r == -2


@deal.pre(lambda x: x == 1.5)
def float_conversions_p032_f(x: float):
    r = round(-x)
    assert r != -2


@deal.pre(lambda x: x == 2.675)
@deal.post(lambda r: r == 2.67)
def float_conversions_p033_h(x: float):
    return round(x, 2)


@deal.pre(lambda x: x == 2.675)
@deal.post(lambda r: r == 3.67)
def float_conversions_p033_f(x: float):
    return round(x, 2)


@deal.pre(lambda x: x == 1.25)
def float_conversions_p034_h(x: float):
    r = round(x, 1)
    assert r == 1.2


@deal.pre(lambda x: x == 1.25)
def float_conversions_p034_f(x: float):
    r = round(x, 1)
    assert r == 1.2000000000000002


@deal.pre(lambda x: x == 7.0)
@deal.post(lambda r: r == 7)
def float_conversions_p037_h(x: float):
    return round(x)


@deal.pre(lambda x: x == 7.0)
@deal.post(lambda r: r == 6)
def float_conversions_p037_f(x: float):
    return round(x)


@deal.pre(lambda x: x == 1234.5678)
def float_conversions_p038_h(x: float):
    r = round(x, -2)
    assert r == 1200.0


@deal.pre(lambda x: x == 1234.5678)
def float_conversions_p038_f(x: float):
    r = round(x, -2)
    assert r != 1200.0


@deal.pre(lambda n: n == 17)
@deal.post(lambda r: r == 20)
def float_conversions_p039_h(n: int):
    return round(n, -1)


@deal.pre(lambda n: n == 17)
@deal.post(lambda r: r == 19)
def float_conversions_p039_f(n: int):
    return round(n, -1)


@deal.pre(lambda n: n == 25)
def float_conversions_p040_h(n: int):
    r = round(n, -1)
    assert r == 20


@deal.pre(lambda n: n == 25)
def float_conversions_p040_f(n: int):
    r = round(n, -1)
    assert r == 21


@deal.pre(lambda x: x == 0.4)
@deal.post(lambda r: r == 0)
def float_conversions_p041_h(x: float):
    return round(-x)


@deal.pre(lambda x: x == 0.4)
@deal.post(lambda r: r != 0)
def float_conversions_p041_f(x: float):
    return round(-x)


@deal.pre(lambda x: x == 2.5)
def float_conversions_p044_h(x: float):
    r = abs(-x)
    assert r == 2.5


@deal.pre(lambda x: x == 2.5)
def float_conversions_p044_f(x: float):
    r = abs(-x)
    assert r != 2.5


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 1180591620717411303424)
def float_conversions_p045_h(n: int):
    return abs(-(n ** 70))


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 1180591620717411303423)
def float_conversions_p045_f(n: int):
    return abs(-(n ** 70))


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 1.0)
def float_conversions_p047_h(x: float):
    return min(x, 2)


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r != 1.0)
def float_conversions_p047_f(x: float):
    return min(x, 2)


@deal.pre(lambda n: n == 2)
def float_conversions_p048_h(n: int):
    r = min(n, 1.0)
    assert r == 1.0


@deal.pre(lambda n: n == 2)
def float_conversions_p048_f(n: int):
    r = min(n, 1.0)
    assert r == 1.0000000000000002
