"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def float_arith_000_h():
    r = 0.1 - 1e+308
    assert r == -1e+308


def float_arith_000_f():
    r = 0.1 - 1e+308
    assert r == -9.999999999999998e+307


@deal.post(lambda r: r == -math.inf)
def float_arith_001_h():
    return 0.1 * (-math.inf)


@deal.post(lambda r: r == math.inf)
def float_arith_001_f():
    return 0.1 * (-math.inf)


def float_arith_002_h():
    r = 0.2 + 0.1
    assert r == 0.30000000000000004


def float_arith_002_f():
    r = 0.2 + 0.1
    assert r != 0.30000000000000004


@deal.post(lambda r: r == 0.2)
def float_arith_003_h():
    return 0.2 - 5e-324


@deal.post(lambda r: r == 1.2)
def float_arith_003_f():
    return 0.2 - 5e-324


def float_arith_004_h():
    r = 0.2 * 1.5e-323
    assert r == 5e-324


def float_arith_004_f():
    r = 0.2 * 1.5e-323
    assert r == 1e-323


@deal.post(lambda r: r == 0.5)
def float_arith_005_h():
    return 0.3 + 0.2


@deal.post(lambda r: r != 0.5)
def float_arith_005_f():
    return 0.3 + 0.2


def float_arith_006_h():
    r = 0.3 - 2.5
    assert r == -2.2


def float_arith_006_f():
    r = 0.3 - 2.5
    assert r == -2.1999999999999997


@deal.post(lambda r: r == 5.393079404586947e+307)
def float_arith_007_h():
    return 0.3 * 1.7976931348623157e+308


@deal.post(lambda r: r == 5.393079404586946e+307)
def float_arith_007_f():
    return 0.3 * 1.7976931348623157e+308


def float_arith_008_h():
    r = 1.0 + 0.3
    assert r == 1.3


def float_arith_008_f():
    r = 1.0 + 0.3
    assert r != 1.3


@deal.post(lambda r: r == 8.25)
def float_arith_009_h():
    return 1.0 - (-7.25)


@deal.post(lambda r: r == 9.25)
def float_arith_009_f():
    return 1.0 - (-7.25)


def float_arith_010_h():
    r = 1.0 * (-1.5)
    assert r == -1.5


def float_arith_010_f():
    r = 1.0 * (-1.5)
    assert r == -1.4999999999999998


@deal.post(lambda r: r == 1.0)
def float_arith_011_h():
    return (-0.0) + 1.0


@deal.post(lambda r: r != 1.0)
def float_arith_011_f():
    return (-0.0) + 1.0


def float_arith_012_h():
    r = (-0.0) - 1e+16
    assert r == -1e+16


def float_arith_012_f():
    r = (-0.0) - 1e+16
    assert r == -9999999999999998.0


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_arith_013_h():
    return (-0.0) * 2.2250738585072014e-308


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_arith_013_f():
    return (-0.0) * 2.2250738585072014e-308


def float_arith_014_h():
    r = 0.0 + (-0.0)
    assert r == 0.0 and str(r) == '0.0'


def float_arith_014_f():
    r = 0.0 + (-0.0)
    assert r == 0.0 and str(r) == '-0.0'
