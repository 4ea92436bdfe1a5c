"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: x == 9007199254740992.0)
def float_arith_p016_h(x: float):
    r = 0.0 * x
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda x: x == 9007199254740992.0)
def float_arith_p016_f(x: float):
    r = 0.0 * x
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda x: x == 1e+308)
@deal.post(lambda r: r == 1e+308)
def float_arith_p017_h(x: float):
    return x + 0.0


@deal.pre(lambda x: x == 1e+308)
@deal.post(lambda r: r != 1e+308)
def float_arith_p017_f(x: float):
    return x + 0.0


@deal.pre(lambda x: x == 1e+308)
def float_arith_p018_h(x: float):
    r = x - math.inf
    assert r == -math.inf


@deal.pre(lambda x: x == 1e+308)
def float_arith_p018_f(x: float):
    r = x - math.inf
    assert r == math.inf


@deal.pre(lambda x: x == 1e+308)
@deal.post(lambda r: r == 5e+307)
def float_arith_p019_h(x: float):
    return x * 0.5


@deal.pre(lambda x: x == 1e+308)
@deal.post(lambda r: r == 4.999999999999999e+307)
def float_arith_p019_f(x: float):
    return x * 0.5


@deal.pre(lambda x: x == 5e-324)
def float_arith_p020_h(x: float):
    r = x + 1e+308
    assert r == 1e+308


@deal.pre(lambda x: x == 5e-324)
def float_arith_p020_f(x: float):
    r = x + 1e+308
    assert r != 1e+308


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r == math.inf)
def float_arith_p021_h(x: float):
    return x - (-math.inf)


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r == -math.inf)
def float_arith_p021_f(x: float):
    return x - (-math.inf)


@deal.pre(lambda x: x == 2.5)
def float_arith_p022_h(x: float):
    r = x * 0.1
    assert r == 0.25


@deal.pre(lambda x: x == 2.5)
def float_arith_p022_f(x: float):
    r = x * 0.1
    assert r == 0.25000000000000006


@deal.pre(lambda x: x == 2.5)
@deal.post(lambda r: r == 2.5)
def float_arith_p023_h(x: float):
    return x + 5e-324


@deal.pre(lambda x: x == 2.5)
@deal.post(lambda r: r != 2.5)
def float_arith_p023_f(x: float):
    return x + 5e-324


@deal.pre(lambda x: x == 2.5)
def float_arith_p024_h(x: float):
    r = x - 1.5e-323
    assert r == 2.5


@deal.pre(lambda x: x == 2.5)
def float_arith_p024_f(x: float):
    r = x - 1.5e-323
    assert r == 2.5000000000000004


@deal.pre(lambda x: x == 7.25)
@deal.post(lambda r: r == -1.4500000000000002)
def float_arith_p025_h(x: float):
    return (-x) * 0.2


@deal.pre(lambda x: x == 7.25)
@deal.post(lambda r: r == -0.4500000000000002)
def float_arith_p025_f(x: float):
    return (-x) * 0.2


@deal.pre(lambda x: x == 7.25)
def float_arith_p026_h(x: float):
    r = (-x) + 2.5
    assert r == -4.75


@deal.pre(lambda x: x == 7.25)
def float_arith_p026_f(x: float):
    r = (-x) + 2.5
    assert r != -4.75


@deal.pre(lambda x: x == 7.25)
@deal.post(lambda r: r == -1.7976931348623157e+308)
def float_arith_p027_h(x: float):
    return (-x) - 1.7976931348623157e+308


@deal.pre(lambda x: x == 7.25)
@deal.post(lambda r: r == -math.inf)
def float_arith_p027_f(x: float):
    return (-x) - 1.7976931348623157e+308


@deal.pre(lambda x: x == 1e+16)
def float_arith_p028_h(x: float):
    r = x * 0.3
    assert r == 3000000000000000.0


@deal.pre(lambda x: x == 1e+16)
def float_arith_p028_f(x: float):
    r = x * 0.3
    assert r == 3000000000000000.5


@deal.pre(lambda x: x == 1e+16)
@deal.post(lambda r: r == 9999999999999992.0)
def float_arith_p029_h(x: float):
    return x + (-7.25)


@deal.pre(lambda x: x == 1e+16)
@deal.post(lambda r: r != 9999999999999992.0)
def float_arith_p029_f(x: float):
    return x + (-7.25)


@deal.pre(lambda x: x == 1e+16)
def float_arith_p030_h(x: float):
    r = x - (-1.5)
    assert r == 1.0000000000000002e+16


@deal.pre(lambda x: x == 1e+16)
def float_arith_p030_f(x: float):
    r = x - (-1.5)
    assert r == 1.0000000000000004e+16
