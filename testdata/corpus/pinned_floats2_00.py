"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: x == 7.0)
def float_floordiv_mod_pow_p000_h(x: float):
    r = x % 3.0
    assert r == 1.0


@deal.pre(lambda x: x == 7.0)
def float_floordiv_mod_pow_p000_f(x: float):
    r = x % 3.0
    assert r == 1.0000000000000002


@deal.pre(lambda x: x == 7.0)
@deal.post(lambda r: r == 2.0)
def float_floordiv_mod_pow_p001_h(x: float):
    return -x % 3.0


@deal.pre(lambda x: x == 7.0)
@deal.post(lambda r: r == 3.0)
def float_floordiv_mod_pow_p001_f(x: float):
    return -x % 3.0


@deal.pre(lambda x: x == 7.0)
def float_floordiv_mod_pow_p002_h(x: float):
    r = x % -3.0
    assert r == -2.0


@deal.pre(lambda x: x == 7.0)
def float_floordiv_mod_pow_p002_f(x: float):
    r = x % -3.0
    assert r != -2.0


@deal.pre(lambda x: x == 7.0)
@deal.post(lambda r: r == -1.0)
def float_floordiv_mod_pow_p003_h(x: float):
    return -x % -3.0


@deal.pre(lambda x: x == 7.0)
@deal.post(lambda r: r == 0.0)
def float_floordiv_mod_pow_p003_f(x: float):
    return -x % -3.0


@deal.pre(lambda x: x == 5.0)
def float_floordiv_mod_pow_p004_h(x: float):
    r = 0.0 % x
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda x: x == 5.0)
def float_floordiv_mod_pow_p004_f(x: float):
    r = 0.0 % x
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda x: x == 5.0)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_p005_h(x: float):
    return -0.0 % x


@deal.pre(lambda x: x == 5.0)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_p005_f(x: float):
    return -0.0 % x


@deal.pre(lambda x: x == 5.0)
def float_floordiv_mod_pow_p006_h(x: float):
    r = 0.0 % -x
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda x: x == 5.0)
def float_floordiv_mod_pow_p006_f(x: float):
    r = 0.0 % -x
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda x: x == 5.0)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_p007_h(x: float):
    return -0.0 % -x


@deal.pre(lambda x: x == 5.0)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_p007_f(x: float):
    return -0.0 % -x


@deal.pre(lambda x: x == 5.5)
@deal.raises(ZeroDivisionError)
def float_floordiv_mod_pow_p008_h(x: float):
    return x % 0.0


@deal.pre(lambda x: x == 5.5)
def float_floordiv_mod_pow_p008_f(x: float):
    return x % 0.0


@deal.pre(lambda x: x == 5.0)
@deal.post(lambda r: r == 5.0)
def float_floordiv_mod_pow_p009_h(x: float):
    return x % math.inf


@deal.pre(lambda x: x == 5.0)
@deal.post(lambda r: r == 6.0)
def float_floordiv_mod_pow_p009_f(x: float):
    return x % math.inf


@deal.pre(lambda x: x == 5.0)
def float_floordiv_mod_pow_p010_h(x: float):
    r = -x % math.inf
    assert r == math.inf


@deal.pre(lambda x: x == 5.0)
def float_floordiv_mod_pow_p010_f(x: float):
    r = -x % math.inf
    assert r == -math.inf


@deal.pre(lambda x: x == 5.0)
@deal.post(lambda r: r == -math.inf)
def float_floordiv_mod_pow_p011_h(x: float):
    return x % -math.inf


@deal.pre(lambda x: x == 5.0)
@deal.post(lambda r: r != -math.inf)
def float_floordiv_mod_pow_p011_f(x: float):
    return x % -math.inf


@deal.pre(lambda x: x == 2.0)
def float_floordiv_mod_pow_p012_h(x: float):
    r = math.inf % x
    assert r != r


@deal.pre(lambda x: x == 2.0)
def float_floordiv_mod_pow_p012_f(x: float):
    r = math.inf % x
    assert r == r


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r != r)
def float_floordiv_mod_pow_p013_h(x: float):
    return math.nan % x


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r == r)
def float_floordiv_mod_pow_p013_f(x: float):
    return math.nan % x


@deal.pre(lambda x: x == 1e308)
def float_floordiv_mod_pow_p014_h(x: float):
    r = x % 3.0
    assert r == 2.0


@deal.pre(lambda x: x == 1e308)
def float_floordiv_mod_pow_p014_f(x: float):
    r = x % 3.0
    assert r != 2.0
