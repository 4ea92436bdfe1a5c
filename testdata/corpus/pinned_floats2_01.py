"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: x == 0.1)
@deal.post(lambda r: r == 3.469446951953614e-18)
def float_floordiv_mod_pow_p015_h(x: float):
    return x % 0.01


@deal.pre(lambda x: x == 0.1)
@deal.post(lambda r: r == 1.0)
def float_floordiv_mod_pow_p015_f(x: float):
    return x % 0.01


@deal.pre(lambda x: x == 7.5)
def float_floordiv_mod_pow_p016_h(x: float):
    r = x // 2.0
    assert r == 3.0


@deal.pre(lambda x: x == 7.5)
def float_floordiv_mod_pow_p016_f(x: float):
    r = x // 2.0
    assert r == 3.0000000000000004


@deal.pre(lambda x: x == 7.5)
@deal.post(lambda r: r == -4.0)
def float_floordiv_mod_pow_p017_h(x: float):
    return -x // 2.0


@deal.pre(lambda x: x == 7.5)
@deal.post(lambda r: r != -4.0)
def float_floordiv_mod_pow_p017_f(x: float):
    return -x // 2.0


@deal.pre(lambda x: x == 7.5)
def float_floordiv_mod_pow_p018_h(x: float):
    r = x // -2.0
    assert r == -4.0


@deal.pre(lambda x: x == 7.5)
def float_floordiv_mod_pow_p018_f(x: float):
    r = x // -2.0
    assert r == -3.9999999999999996


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r == 3.0)
def float_floordiv_mod_pow_p019_h(n: int):
    return n // 2.0


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r == 4.0)
def float_floordiv_mod_pow_p019_f(n: int):
    return n // 2.0


@deal.pre(lambda x: x == 1.0)
def float_floordiv_mod_pow_p020_h(x: float):
    r = -0.0 // x
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda x: x == 1.0)
def float_floordiv_mod_pow_p020_f(x: float):
    r = -0.0 // x
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_p021_h(x: float):
    return 0.0 // -x


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_p021_f(x: float):
    return 0.0 // -x


@deal.pre(lambda x: x == 1.0)
@deal.raises(ZeroDivisionError)
def float_floordiv_mod_pow_p022_h(x: float):
    return x // 0.0


@deal.pre(lambda x: x == 1.0)
def float_floordiv_mod_pow_p022_f(x: float):
    return x // 0.0


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_p023_h(x: float):
    return x // math.inf


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_p023_f(x: float):
    return x // math.inf


@deal.pre(lambda x: x == 1.0)
def float_floordiv_mod_pow_p024_h(x: float):
    r = -x // math.inf
    assert r == -1.0


@deal.pre(lambda x: x == 1.0)
def float_floordiv_mod_pow_p024_f(x: float):
    r = -x // math.inf
    assert r == -0.9999999999999999


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r != r)
def float_floordiv_mod_pow_p025_h(x: float):
    return math.inf // x


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == r)
def float_floordiv_mod_pow_p025_f(x: float):
    return math.inf // x


@deal.pre(lambda x: x == 1e308)
def float_floordiv_mod_pow_p026_h(x: float):
    r = x // 1e-308
    assert r == math.inf


@deal.pre(lambda x: x == 1e308)
def float_floordiv_mod_pow_p026_f(x: float):
    r = x // 1e-308
    assert r != math.inf


@deal.pre(lambda x: x == 0.7)
@deal.post(lambda r: r == 6.0)
def float_floordiv_mod_pow_p027_h(x: float):
    return x // 0.1


@deal.pre(lambda x: x == 0.7)
@deal.post(lambda r: r == 7.0)
def float_floordiv_mod_pow_p027_f(x: float):
    return x // 0.1


@deal.pre(lambda x: x == 7.0)
def float_floordiv_mod_pow_p028_h(x: float):
    r = divmod(x, 2.0)
    assert r == (3.0, 1.0)


@deal.pre(lambda x: x == 7.0)
def float_floordiv_mod_pow_p028_f(x: float):
    r = divmod(x, 2.0)
    assert r == (3.0, 1.0, 0)


@deal.pre(lambda x: x == 7.0)
@deal.post(lambda r: r == (-4.0, 1.0))
def float_floordiv_mod_pow_p029_h(x: float):
    return divmod(-x, 2.0)


@deal.pre(lambda x: x == 7.0)
@deal.post(lambda r: r != (-4.0, 1.0))
def float_floordiv_mod_pow_p029_f(x: float):
    return divmod(-x, 2.0)
