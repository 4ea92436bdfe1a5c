"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: x == 2.2250738585072014e-308)
@deal.post(lambda r: r == -1.613178547417721e-307)
def float_arith_p049_h(x: float):
    return x * (-7.25)


@deal.pre(lambda x: x == 2.2250738585072014e-308)
@deal.post(lambda r: r == 1.0)
def float_arith_p049_f(x: float):
    return x * (-7.25)


@deal.pre(lambda x: x == 2.2250738585072014e-308)
def float_arith_p050_h(x: float):
    r = x + (-1.5)
    assert r == -1.5


@deal.pre(lambda x: x == 2.2250738585072014e-308)
def float_arith_p050_f(x: float):
    r = x + (-1.5)
    assert r != -1.5


@deal.pre(lambda x: x == 9007199254740992.0)
@deal.post(lambda r: r == 9007199254740991.0)
def float_arith_p051_h(x: float):
    return x - 1.0


@deal.pre(lambda x: x == 9007199254740992.0)
@deal.post(lambda r: r == 9007199254740992.0)
def float_arith_p051_f(x: float):
    return x - 1.0


@deal.pre(lambda x: x == 9007199254740992.0)
def float_arith_p052_h(x: float):
    r = x * 1e+16
    assert r == 9.007199254740992e+31


@deal.pre(lambda x: x == 9007199254740992.0)
def float_arith_p052_f(x: float):
    r = x * 1e+16
    assert r == 9.007199254740994e+31


@deal.pre(lambda x: x == 9007199254740992.0)
@deal.post(lambda r: r == 9007199254740992.0)
def float_arith_p053_h(x: float):
    return x + 2.2250738585072014e-308


@deal.pre(lambda x: x == 9007199254740992.0)
@deal.post(lambda r: r != 9007199254740992.0)
def float_arith_p053_f(x: float):
    return x + 2.2250738585072014e-308


@deal.pre(lambda x: x == 0.5)
def float_arith_p054_h(x: float):
    r = x - (-0.0)
    assert r == 0.5


@deal.pre(lambda x: x == 0.5)
def float_arith_p054_f(x: float):
    r = x - (-0.0)
    assert r == 0.5000000000000001


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == 1.5)
def float_arith_p055_h(x: float):
    return x * 3.0


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == 2.5)
def float_arith_p055_f(x: float):
    return x * 3.0


@deal.pre(lambda x: x == 0.5)
def float_arith_p056_h(x: float):
    r = x + 9007199254740992.0
    assert r == 9007199254740992.0


@deal.pre(lambda x: x == 0.5)
def float_arith_p056_f(x: float):
    r = x + 9007199254740992.0
    assert r != 9007199254740992.0


@deal.pre(lambda x: x == 0.1)
@deal.post(lambda r: r == 0.30000000000000004)
def float_arith_p057_h(x: float):
    return x + 0.2


@deal.pre(lambda x: x == 0.1)
@deal.post(lambda r: r == 1.3)
def float_arith_p057_f(x: float):
    return x + 0.2


@deal.pre(lambda x: x == 0.1)
def float_arith_p058_h(x: float):
    r = x + 0.2 == 0.3
    assert not r


@deal.pre(lambda x: x == 0.1)
def float_arith_p058_f(x: float):
    r = x + 0.2 == 0.3
    assert r


@deal.pre(lambda x: x == 1e16)
@deal.post(lambda r: r == 1e+16)
def float_arith_p059_h(x: float):
    return x + 1.0


@deal.pre(lambda x: x == 1e16)
@deal.post(lambda r: r != 1e+16)
def float_arith_p059_f(x: float):
    return x + 1.0


@deal.pre(lambda x: x == 1e16)
def float_arith_p060_h(x: float):
    r = x + 2.0
    assert r == 1.0000000000000002e+16


@deal.pre(lambda x: x == 1e16)
def float_arith_p060_f(x: float):
    r = x + 2.0
    assert r == 1.0000000000000004e+16


@deal.pre(lambda x: x == 1.0)
def float_arith_p064_h(x: float):
    r = 0.0 * -x
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda x: x == 1.0)
def float_arith_p064_f(x: float):
    r = 0.0 * -x
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda x: x == 5e-324)
def float_arith_p068_h(x: float):
    r = x * 0.5
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda x: x == 5e-324)
def float_arith_p068_f(x: float):
    r = x * 0.5
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r == 5e-324)
def float_arith_p069_h(x: float):
    return x * 0.6


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r == 1.0)
def float_arith_p069_f(x: float):
    return x * 0.6
