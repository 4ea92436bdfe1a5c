"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: x == 0.1)
def float_arith_p000_h(x: float):
    r = x - 1e+308
    assert r == -1e+308


@deal.pre(lambda x: x == 0.1)
def float_arith_p000_f(x: float):
    r = x - 1e+308
    assert r == -9.999999999999998e+307


@deal.pre(lambda x: x == 0.1)
@deal.post(lambda r: r == -math.inf)
def float_arith_p001_h(x: float):
    return x * (-math.inf)


@deal.pre(lambda x: x == 0.1)
@deal.post(lambda r: r == math.inf)
def float_arith_p001_f(x: float):
    return x * (-math.inf)


@deal.pre(lambda x: x == 0.2)
def float_arith_p002_h(x: float):
    r = x + 0.1
    assert r == 0.30000000000000004


@deal.pre(lambda x: x == 0.2)
def float_arith_p002_f(x: float):
    r = x + 0.1
    assert r != 0.30000000000000004


@deal.pre(lambda x: x == 0.2)
@deal.post(lambda r: r == 0.2)
def float_arith_p003_h(x: float):
    return x - 5e-324


@deal.pre(lambda x: x == 0.2)
@deal.post(lambda r: r == 1.2)
def float_arith_p003_f(x: float):
    return x - 5e-324


@deal.pre(lambda x: x == 0.2)
def float_arith_p004_h(x: float):
    r = x * 1.5e-323
    assert r == 5e-324


@deal.pre(lambda x: x == 0.2)
def float_arith_p004_f(x: float):
    r = x * 1.5e-323
    assert r == 1e-323


@deal.pre(lambda x: x == 0.3)
@deal.post(lambda r: r == 0.5)
def float_arith_p005_h(x: float):
    return x + 0.2


@deal.pre(lambda x: x == 0.3)
@deal.post(lambda r: r != 0.5)
def float_arith_p005_f(x: float):
    return x + 0.2


@deal.pre(lambda x: x == 0.3)
def float_arith_p006_h(x: float):
    r = x - 2.5
    assert r == -2.2


@deal.pre(lambda x: x == 0.3)
def float_arith_p006_f(x: float):
    r = x - 2.5
    assert r == -2.1999999999999997


@deal.pre(lambda x: x == 0.3)
@deal.post(lambda r: r == 5.393079404586947e+307)
def float_arith_p007_h(x: float):
    return x * 1.7976931348623157e+308


@deal.pre(lambda x: x == 0.3)
@deal.post(lambda r: r == 5.393079404586946e+307)
def float_arith_p007_f(x: float):
    return x * 1.7976931348623157e+308


@deal.pre(lambda x: x == 1.0)
def float_arith_p008_h(x: float):
    r = x + 0.3
    assert r == 1.3


@deal.pre(lambda x: x == 1.0)
def float_arith_p008_f(x: float):
    r = x + 0.3
    assert r != 1.3


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 8.25)
def float_arith_p009_h(x: float):
    return x - (-7.25)


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 9.25)
def float_arith_p009_f(x: float):
    return x - (-7.25)


@deal.pre(lambda x: x == 1.0)
def float_arith_p010_h(x: float):
    r = x * (-1.5)
    assert r == -1.5


@deal.pre(lambda x: x == 1.0)
def float_arith_p010_f(x: float):
    r = x * (-1.5)
    assert r == -1.4999999999999998


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 1.0)
def float_arith_p011_h(x: float):
    return (-0.0) + x


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r != 1.0)
def float_arith_p011_f(x: float):
    return (-0.0) + x


@deal.pre(lambda x: x == 1e+16)
def float_arith_p012_h(x: float):
    r = (-0.0) - x
    assert r == -1e+16


@deal.pre(lambda x: x == 1e+16)
def float_arith_p012_f(x: float):
    r = (-0.0) - x
    assert r == -9999999999999998.0


@deal.pre(lambda x: x == 2.2250738585072014e-308)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_arith_p013_h(x: float):
    return (-0.0) * x


@deal.pre(lambda x: x == 2.2250738585072014e-308)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_arith_p013_f(x: float):
    return (-0.0) * x


@deal.pre(lambda x: x == 3.0)
@deal.post(lambda r: r == -3.0)
def float_arith_p015_h(x: float):
    return 0.0 - x


@deal.pre(lambda x: x == 3.0)
@deal.post(lambda r: r == -2.0)
def float_arith_p015_f(x: float):
    return 0.0 - x
