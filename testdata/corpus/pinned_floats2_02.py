"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: x == 2.0)
def float_floordiv_mod_pow_p030_h(x: float):
    r = x ** 10
    assert r == 1024.0


@deal.pre(lambda x: x == 2.0)
def float_floordiv_mod_pow_p030_f(x: float):
    r = x ** 10
    assert r == 1024.0000000000002


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r == 0.5)
def float_floordiv_mod_pow_p031_h(x: float):
    return x ** -1


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r == 1.5)
def float_floordiv_mod_pow_p031_f(x: float):
    return x ** -1


@deal.pre(lambda n: n == 2)
def float_floordiv_mod_pow_p032_h(n: int):
    r = n ** -1
    assert r == 0.5


@deal.pre(lambda n: n == 2)
def float_floordiv_mod_pow_p032_f(n: int):
    r = n ** -1
    assert r != 0.5


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r)
def float_floordiv_mod_pow_p033_h(n: int):
    return n ** -2 == 0.25


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: not r)
def float_floordiv_mod_pow_p033_f(n: int):
    return n ** -2 == 0.25


@deal.pre(lambda n: n == 1)
@deal.raises(ZeroDivisionError)
def float_floordiv_mod_pow_p035_h(n: int):
    return 0.0 ** -n


@deal.pre(lambda n: n == 1)
@deal.raises(ValueError)
def float_floordiv_mod_pow_p035_f(n: int):
    return 0.0 ** -n


@deal.pre(lambda x: x == 10.0)
@deal.raises(OverflowError)
def float_floordiv_mod_pow_p036_h(x: float):
    return x ** 400


@deal.pre(lambda x: x == 10.0)
def float_floordiv_mod_pow_p036_f(x: float):
    return x ** 400


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r == -8.0)
def float_floordiv_mod_pow_p037_h(x: float):
    return (-x) ** 3


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r == -7.0)
def float_floordiv_mod_pow_p037_f(x: float):
    return (-x) ** 3


@deal.pre(lambda x: x == 8.0)
def float_floordiv_mod_pow_p038_h(x: float):
    r = (-x) ** 2
    assert r == 64.0


@deal.pre(lambda x: x == 8.0)
def float_floordiv_mod_pow_p038_f(x: float):
    r = (-x) ** 2
    assert r != 64.0


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 1.0)
def float_floordiv_mod_pow_p039_h(x: float):
    return x ** math.nan


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 2.0)
def float_floordiv_mod_pow_p039_f(x: float):
    return x ** math.nan


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r == 1.4142135623730951)
def float_floordiv_mod_pow_p041_h(x: float):
    return x ** 0.5


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r != 1.4142135623730951)
def float_floordiv_mod_pow_p041_f(x: float):
    return x ** 0.5


@deal.pre(lambda x: x == 4.0)
def float_floordiv_mod_pow_p042_h(x: float):
    r = x ** 0.5
    assert r == 2.0


@deal.pre(lambda x: x == 4.0)
def float_floordiv_mod_pow_p042_f(x: float):
    r = x ** 0.5
    assert r == 2.0000000000000004


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_p043_h(n: int):
    return math.inf ** -n


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_p043_f(n: int):
    return math.inf ** -n


@deal.pre(lambda n: n == 3)
def float_floordiv_mod_pow_p044_h(n: int):
    r = (-0.0) ** n
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda n: n == 3)
def float_floordiv_mod_pow_p044_f(n: int):
    r = (-0.0) ** n
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_p045_h(n: int):
    return (-0.0) ** n


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_p045_f(n: int):
    return (-0.0) ** n


@deal.pre(lambda n: n == 3)
def float_floordiv_mod_pow_p046_h(n: int):
    r = n % 2.5
    assert r == 0.5


@deal.pre(lambda n: n == 3)
def float_floordiv_mod_pow_p046_f(n: int):
    r = n % 2.5
    assert r == 0.5000000000000001
