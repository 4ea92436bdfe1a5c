"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def float_arith_060_h():
    r = 1e16 + 2.0
    assert r == 1.0000000000000002e+16


def float_arith_060_f():
    r = 1e16 + 2.0
    assert r == 1.0000000000000004e+16


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_arith_061_h():
    return -0.0 + 0.0


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_arith_061_f():
    return -0.0 + 0.0


def float_arith_062_h():
    r = -0.0 - 0.0
    assert r == 0.0 and str(r) == '-0.0'


def float_arith_062_f():
    r = -0.0 - 0.0
    assert r == 0.0 and str(r) == '0.0'


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_arith_063_h():
    return -0.0 * -0.0


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_arith_063_f():
    return -0.0 * -0.0


def float_arith_064_h():
    r = 0.0 * -1.0
    assert r == 0.0 and str(r) == '-0.0'


def float_arith_064_f():
    r = 0.0 * -1.0
    assert r == 0.0 and str(r) == '0.0'


@deal.post(lambda r: r != r)
def float_arith_065_h():
    return math.inf * 0.0


@deal.post(lambda r: r == r)
def float_arith_065_f():
    return math.inf * 0.0


def float_arith_066_h():
    r = math.inf - math.inf
    assert r != r


def float_arith_066_f():
    r = math.inf - math.inf
    assert r == r


@deal.post(lambda r: r == math.inf)
def float_arith_067_h():
    return math.inf + math.inf


@deal.post(lambda r: r == -math.inf)
def float_arith_067_f():
    return math.inf + math.inf


def float_arith_068_h():
    r = 5e-324 * 0.5
    assert r == 0.0 and str(r) == '0.0'


def float_arith_068_f():
    r = 5e-324 * 0.5
    assert r == 0.0 and str(r) == '-0.0'


@deal.post(lambda r: r == 5e-324)
def float_arith_069_h():
    return 5e-324 * 0.6


@deal.post(lambda r: r == 1.0)
def float_arith_069_f():
    return 5e-324 * 0.6


def float_arith_070_h():
    r = 1e308 + 1e308
    assert r == math.inf


def float_arith_070_f():
    r = 1e308 + 1e308
    assert r == -math.inf


@deal.post(lambda r: r == -math.inf)
def float_arith_071_h():
    return -1e308 * 10.0


@deal.post(lambda r: r != -math.inf)
def float_arith_071_f():
    return -1e308 * 10.0


def float_arith_072_h():
    r = math.nan + 1.0
    assert r != r


def float_arith_072_f():
    r = math.nan + 1.0
    assert r == r


@deal.post(lambda r: not r)
def float_arith_073_h():
    return math.nan == math.nan


@deal.post(lambda r: r)
def float_arith_073_f():
    return math.nan == math.nan


def float_arith_074_h():
    r = math.nan != math.nan
    assert r


def float_arith_074_f():
    r = math.nan != math.nan
    assert not r
