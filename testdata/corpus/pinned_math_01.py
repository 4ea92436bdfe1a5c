"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: x == 1e308)
def math_p026_h(x: float):
    r = math.isinf(x * 10)
    assert r


@deal.pre(lambda x: x == 1e308)
def math_p026_f(x: float):
    r = math.isinf(x * 10)
    assert not r


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r)
def math_p027_h(x: float):
    return math.isfinite(x)


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: not r)
def math_p027_f(x: float):
    return math.isfinite(x)


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: r)
def math_p029_h(n: int):
    return math.isfinite(n ** 300)


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: not r)
def math_p029_f(n: int):
    return math.isfinite(n ** 300)


@deal.pre(lambda x: x == 0.1)
def math_p030_h(x: float):
    r = math.isclose(x + 0.2, 0.3)
    assert r


@deal.pre(lambda x: x == 0.1)
def math_p030_f(x: float):
    r = math.isclose(x + 0.2, 0.3)
    assert not r


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: not r)
def math_p031_h(x: float):
    return math.isclose(x, 1.1)


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r)
def math_p031_f(x: float):
    return math.isclose(x, 1.1)


@deal.pre(lambda x: x == 1.0)
def math_p032_h(x: float):
    r = math.isclose(x, 1.1, rel_tol=0.1)
    assert r


@deal.pre(lambda x: x == 1.0)
def math_p032_f(x: float):
    r = math.isclose(x, 1.1, rel_tol=0.1)
    assert not r


@deal.pre(lambda x: x == 1e-10)
@deal.post(lambda r: not r)
def math_p033_h(x: float):
    return math.isclose(0.0, x)


@deal.pre(lambda x: x == 1e-10)
@deal.post(lambda r: r)
def math_p033_f(x: float):
    return math.isclose(0.0, x)


@deal.pre(lambda x: x == 1e-10)
def math_p034_h(x: float):
    r = math.isclose(0.0, x, abs_tol=1e-9)
    assert r


@deal.pre(lambda x: x == 1e-10)
def math_p034_f(x: float):
    r = math.isclose(0.0, x, abs_tol=1e-9)
    assert not r


@deal.pre(lambda x: x == 1.0)
@deal.raises(ValueError)
def math_p035_h(x: float):
    return math.isclose(x, 1.0, rel_tol=-1)


@deal.pre(lambda x: x == 1.0)
@deal.raises(TypeError)
def math_p035_f(x: float):
    return math.isclose(x, 1.0, rel_tol=-1)


@deal.pre(lambda x: x == 2.0)
def math_p038_h(x: float):
    r = math.sqrt(x)
    assert r == 1.4142135623730951


@deal.pre(lambda x: x == 2.0)
def math_p038_f(x: float):
    r = math.sqrt(x)
    assert r != 1.4142135623730951


@deal.pre(lambda n: n == 16)
@deal.post(lambda r: r == 4.0)
def math_p039_h(n: int):
    return math.sqrt(n)


@deal.pre(lambda n: n == 16)
@deal.post(lambda r: r == 5.0)
def math_p039_f(n: int):
    return math.sqrt(n)


@deal.pre(lambda x: x == 1.0)
@deal.raises(ValueError)
def math_p040_h(x: float):
    return math.sqrt(-x)


@deal.pre(lambda x: x == 1.0)
def math_p040_f(x: float):
    return math.sqrt(-x)


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: not r)
def math_p043_h(x: float):
    return math.sqrt(x) ** 2 == 2.0


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r)
def math_p043_f(x: float):
    return math.sqrt(x) ** 2 == 2.0


@deal.pre(lambda x: x == 1e-320)
def math_p044_h(x: float):
    r = math.sqrt(x)
    assert r == 9.99994433575849e-161


@deal.pre(lambda x: x == 1e-320)
def math_p044_f(x: float):
    r = math.sqrt(x)
    assert r != 9.99994433575849e-161


@deal.pre(lambda x: x == 7.0)
@deal.post(lambda r: r == -1.0)
def math_p045_h(x: float):
    return math.fmod(-x, 3.0)


@deal.pre(lambda x: x == 7.0)
@deal.post(lambda r: r == 0.0)
def math_p045_f(x: float):
    return math.fmod(-x, 3.0)
