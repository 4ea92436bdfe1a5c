"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def float_conversions_066_h():
    r = type(round(2.5, 0)) is float
    assert r


def float_conversions_066_f():
    r = type(round(2.5, 0)) is float
    assert not r


@deal.post(lambda r: not r)
def float_conversions_067_h():
    return bool(0.0)


@deal.post(lambda r: r)
def float_conversions_067_f():
    return bool(0.0)


def float_conversions_068_h():
    r = bool(-0.0)
    assert not r


def float_conversions_068_f():
    r = bool(-0.0)
    assert r


@deal.post(lambda r: r)
def float_conversions_069_h():
    return bool(math.nan)


@deal.post(lambda r: not r)
def float_conversions_069_f():
    return bool(math.nan)


def float_conversions_070_h():
    r = float(int(-2.5))
    assert r == -2.0


def float_conversions_070_f():
    r = float(int(-2.5))
    assert r == -1.9999999999999998


def int_float_compare_000_h():
    r = 2 ** 53 + 1 == float(2 ** 53 + 1)
    assert not r


def int_float_compare_000_f():
    r = 2 ** 53 + 1 == float(2 ** 53 + 1)
    assert r


@deal.post(lambda r: not r)
def int_float_compare_001_h():
    return 2 ** 53 + 1 == 2.0 ** 53


@deal.post(lambda r: r)
def int_float_compare_001_f():
    return 2 ** 53 + 1 == 2.0 ** 53


def int_float_compare_002_h():
    r = 2 ** 53 == 2.0 ** 53
    assert r


def int_float_compare_002_f():
    r = 2 ** 53 == 2.0 ** 53
    assert not r


@deal.post(lambda r: r)
def int_float_compare_003_h():
    return 2 ** 53 + 1 > 2.0 ** 53


@deal.post(lambda r: not r)
def int_float_compare_003_f():
    return 2 ** 53 + 1 > 2.0 ** 53


def int_float_compare_004_h():
    r = 2 ** 53 + 1 < 2.0 ** 53 + 2
    assert r


def int_float_compare_004_f():
    r = 2 ** 53 + 1 < 2.0 ** 53 + 2
    assert not r


@deal.post(lambda r: r)
def int_float_compare_005_h():
    return 10 ** 400 > 1e308


@deal.post(lambda r: not r)
def int_float_compare_005_f():
    return 10 ** 400 > 1e308


def int_float_compare_006_h():
    r = 10 ** 400 < math.inf
    assert r


def int_float_compare_006_f():
    r = 10 ** 400 < math.inf
    assert not r


@deal.post(lambda r: r)
def int_float_compare_007_h():
    return -(10 ** 400) > -math.inf


@deal.post(lambda r: not r)
def int_float_compare_007_f():
    return -(10 ** 400) > -math.inf


def int_float_compare_008_h():
    r = 1 == 1.0
    assert r


def int_float_compare_008_f():
    r = 1 == 1.0
    assert not r


@deal.post(lambda r: r)
def int_float_compare_009_h():
    return 0 == -0.0


@deal.post(lambda r: not r)
def int_float_compare_009_f():
    return 0 == -0.0
