"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.raises(ValueError)
def float_conversions_036_h():
    return round(math.nan)


def float_conversions_036_f():
    return round(math.nan)


@deal.post(lambda r: r == 7)
def float_conversions_037_h():
    return round(7.0)


@deal.post(lambda r: r == 6)
def float_conversions_037_f():
    return round(7.0)


def float_conversions_038_h():
    r = round(1234.5678, -2)
    assert r == 1200.0


def float_conversions_038_f():
    r = round(1234.5678, -2)
    assert r != 1200.0


@deal.post(lambda r: r == 20)
def float_conversions_039_h():
    return round(17, -1)


@deal.post(lambda r: r == 19)
def float_conversions_039_f():
    return round(17, -1)


def float_conversions_040_h():
    r = round(25, -1)
    assert r == 20


def float_conversions_040_f():
    r = round(25, -1)
    assert r == 21


@deal.post(lambda r: r == 0)
def float_conversions_041_h():
    return round(-0.4)


@deal.post(lambda r: r != 0)
def float_conversions_041_f():
    return round(-0.4)


def float_conversions_042_h():
    r = abs(-0.0)
    assert r == 0.0 and str(r) == '0.0'


def float_conversions_042_f():
    r = abs(-0.0)
    assert r == 0.0 and str(r) == '-0.0'


@deal.post(lambda r: r == math.inf)
def float_conversions_043_h():
    return abs(-math.inf)


@deal.post(lambda r: r == -math.inf)
def float_conversions_043_f():
    return abs(-math.inf)


def float_conversions_044_h():
    r = abs(-2.5)
    assert r == 2.5


def float_conversions_044_f():
    r = abs(-2.5)
    assert r != 2.5


@deal.post(lambda r: r == 1180591620717411303424)
def float_conversions_045_h():
    return abs(-(2 ** 70))


@deal.post(lambda r: r == 1180591620717411303423)
def float_conversions_045_f():
    return abs(-(2 ** 70))


def float_conversions_046_h():
    r = abs(math.nan) != abs(math.nan)
    assert r


def float_conversions_046_f():
    r = abs(math.nan) != abs(math.nan)
    assert not r


@deal.post(lambda r: r == 1.0)
def float_conversions_047_h():
    return min(1.0, 2)


@deal.post(lambda r: r != 1.0)
def float_conversions_047_f():
    return min(1.0, 2)


def float_conversions_048_h():
    r = min(2, 1.0)
    assert r == 1.0


def float_conversions_048_f():
    r = min(2, 1.0)
    assert r == 1.0000000000000002


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_conversions_049_h():
    return min(0.0, -0.0)


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_conversions_049_f():
    return min(0.0, -0.0)


def float_conversions_050_h():
    r = min(-0.0, 0.0)
    assert r == 0.0 and str(r) == '-0.0'


def float_conversions_050_f():
    r = min(-0.0, 0.0)
    assert r == 0.0 and str(r) == '0.0'
