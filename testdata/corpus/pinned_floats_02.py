"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: x == 3.0)
@deal.post(lambda r: r == 3.0)
def float_arith_p031_h(x: float):
    return x * 1.0


@deal.pre(lambda x: x == 3.0)
@deal.post(lambda r: r == 4.0)
def float_arith_p031_f(x: float):
    return x * 1.0


@deal.pre(lambda x: x == 3.0)
def float_arith_p032_h(x: float):
    r = x + 1e+16
    assert r == 1.0000000000000004e+16


@deal.pre(lambda x: x == 3.0)
def float_arith_p032_f(x: float):
    r = x + 1e+16
    assert r != 1.0000000000000004e+16


@deal.pre(lambda x: x == 3.0)
@deal.post(lambda r: r == 3.0)
def float_arith_p033_h(x: float):
    return x - 2.2250738585072014e-308


@deal.pre(lambda x: x == 3.0)
@deal.post(lambda r: r == 4.0)
def float_arith_p033_f(x: float):
    return x - 2.2250738585072014e-308


@deal.pre(lambda x: x == 3.0)
@deal.post(lambda r: r == math.inf)
def float_arith_p035_h(x: float):
    return math.inf + x


@deal.pre(lambda x: x == 3.0)
@deal.post(lambda r: r != math.inf)
def float_arith_p035_f(x: float):
    return math.inf + x


@deal.pre(lambda x: x == 9007199254740992.0)
def float_arith_p036_h(x: float):
    r = math.inf - x
    assert r == math.inf


@deal.pre(lambda x: x == 9007199254740992.0)
def float_arith_p036_f(x: float):
    r = math.inf - x
    assert r == -math.inf


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == -math.inf)
def float_arith_p039_h(x: float):
    return (-math.inf) - x


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == math.inf)
def float_arith_p039_f(x: float):
    return (-math.inf) - x


@deal.pre(lambda x: x == 1.5e-323)
def float_arith_p040_h(x: float):
    r = x * 1e+308
    assert r == 1.4821969375237396e-15


@deal.pre(lambda x: x == 1.5e-323)
def float_arith_p040_f(x: float):
    r = x * 1e+308
    assert r == 1.4821969375237398e-15


@deal.pre(lambda x: x == 1.5e-323)
@deal.post(lambda r: r == -math.inf)
def float_arith_p041_h(x: float):
    return x + (-math.inf)


@deal.pre(lambda x: x == 1.5e-323)
@deal.post(lambda r: r != -math.inf)
def float_arith_p041_f(x: float):
    return x + (-math.inf)


@deal.pre(lambda x: x == 1.7976931348623157e+308)
def float_arith_p042_h(x: float):
    r = x - 0.1
    assert r == 1.7976931348623157e+308


@deal.pre(lambda x: x == 1.7976931348623157e+308)
def float_arith_p042_f(x: float):
    r = x - 0.1
    assert r == math.inf


@deal.pre(lambda x: x == 1.7976931348623157e+308)
@deal.post(lambda r: r == 8.881784197001251e-16)
def float_arith_p043_h(x: float):
    return x * 5e-324


@deal.pre(lambda x: x == 1.7976931348623157e+308)
@deal.post(lambda r: r == 1.0000000000000009)
def float_arith_p043_f(x: float):
    return x * 5e-324


@deal.pre(lambda x: x == 1.7976931348623157e+308)
def float_arith_p044_h(x: float):
    r = x + 1.5e-323
    assert r == 1.7976931348623157e+308


@deal.pre(lambda x: x == 1.7976931348623157e+308)
def float_arith_p044_f(x: float):
    r = x + 1.5e-323
    assert r != 1.7976931348623157e+308


@deal.pre(lambda x: x == 1.5)
@deal.post(lambda r: r == -1.7)
def float_arith_p045_h(x: float):
    return (-x) - 0.2


@deal.pre(lambda x: x == 1.5)
@deal.post(lambda r: r == -0.7)
def float_arith_p045_f(x: float):
    return (-x) - 0.2


@deal.pre(lambda x: x == 1.5)
def float_arith_p046_h(x: float):
    r = (-x) * 2.5
    assert r == -3.75


@deal.pre(lambda x: x == 1.5)
def float_arith_p046_f(x: float):
    r = (-x) * 2.5
    assert r == -3.7499999999999996


@deal.pre(lambda x: x == 1.5)
@deal.post(lambda r: r == 1.7976931348623157e+308)
def float_arith_p047_h(x: float):
    return (-x) + 1.7976931348623157e+308


@deal.pre(lambda x: x == 1.5)
@deal.post(lambda r: r != 1.7976931348623157e+308)
def float_arith_p047_f(x: float):
    return (-x) + 1.7976931348623157e+308


@deal.pre(lambda x: x == 2.2250738585072014e-308)
def float_arith_p048_h(x: float):
    r = x - 0.3
    assert r == -0.3


@deal.pre(lambda x: x == 2.2250738585072014e-308)
def float_arith_p048_f(x: float):
    r = x - 0.3
    assert r == -0.29999999999999993
