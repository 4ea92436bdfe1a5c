"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: r == 2.0)
def float_floordiv_mod_pow_p047_h(n: int):
    return -n % 2.5


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: r != 2.0)
def float_floordiv_mod_pow_p047_f(n: int):
    return -n % 2.5


@deal.pre(lambda n: n == 10)
def float_floordiv_mod_pow_p048_h(n: int):
    r = n ** 20 % 7.0
    assert r == 2.0


@deal.pre(lambda n: n == 10)
def float_floordiv_mod_pow_p048_f(n: int):
    r = n ** 20 % 7.0
    assert r == 2.0000000000000004


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r == math.inf)
def float_floordiv_mod_pow_p049_h(x: float):
    return x ** 1023 * 2


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r == -math.inf)
def float_floordiv_mod_pow_p049_f(x: float):
    return x ** 1023 * 2


@deal.pre(lambda x: x == 1.5)
def float_floordiv_mod_pow_p050_h(x: float):
    r = x ** 2
    assert r == 2.25


@deal.pre(lambda x: x == 1.5)
def float_floordiv_mod_pow_p050_f(x: float):
    r = x ** 2
    assert r != 2.25


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: not r)
def float_floordiv_mod_pow_p051_h(x: float):
    return (-x) ** 0.5 == 1


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r)
def float_floordiv_mod_pow_p051_f(x: float):
    return (-x) ** 0.5 == 1


@deal.pre(lambda x: x == 0.5)
def float_floordiv_mod_pow_p052_h(x: float):
    r = x ** 1075
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda x: x == 0.5)
def float_floordiv_mod_pow_p052_f(x: float):
    r = x ** 1075
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == 5e-324)
def float_floordiv_mod_pow_p053_h(x: float):
    return x ** 1074


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r != 5e-324)
def float_floordiv_mod_pow_p053_f(x: float):
    return x ** 1074


@deal.pre(lambda n: n == 3)
def float_conversions_p000_h(n: int):
    r = float(n)
    assert r == 3.0


@deal.pre(lambda n: n == 3)
def float_conversions_p000_f(n: int):
    r = float(n)
    assert r == 3.0000000000000004


@deal.pre(lambda n: n == 2)
@deal.raises(OverflowError)
def float_conversions_p012_h(n: int):
    return float(n ** 1024)


@deal.pre(lambda n: n == 2)
def float_conversions_p012_f(n: int):
    return float(n ** 1024)


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 9007199254740992.0)
def float_conversions_p013_h(n: int):
    return float(n ** 53 + 1)


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 9007199254740991.0)
def float_conversions_p013_f(n: int):
    return float(n ** 53 + 1)


@deal.pre(lambda x: x == 2.7)
@deal.post(lambda r: r == 2)
def float_conversions_p017_h(x: float):
    return int(x)


@deal.pre(lambda x: x == 2.7)
@deal.post(lambda r: r != 2)
def float_conversions_p017_f(x: float):
    return int(x)


@deal.pre(lambda x: x == 2.7)
def float_conversions_p018_h(x: float):
    r = int(-x)
    assert r == -2


@deal.pre(lambda x: x == 2.7)
def float_conversions_p018_f(x: float):
    r = int(-x)
    assert r == -1


@deal.pre(lambda x: x == 1e20)
def float_conversions_p020_h(x: float):
    r = int(x)
    assert r == 100000000000000000000


@deal.pre(lambda x: x == 1e20)
def float_conversions_p020_f(x: float):
    r = int(x)
    assert r != 100000000000000000000


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r == 0)
def float_conversions_p023_h(x: float):
    return int(x)


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r != 0)
def float_conversions_p023_f(x: float):
    return int(x)


@deal.pre(lambda x: x == 2.5)
def float_conversions_p028_h(x: float):
    r = round(x)
    assert r == 2


@deal.pre(lambda x: x == 2.5)
def float_conversions_p028_f(x: float):
    r = round(x)
    assert r == 3
