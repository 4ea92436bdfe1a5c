"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_conversions_051_h():
    return max(0.0, -0.0)


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_conversions_051_f():
    return max(0.0, -0.0)


def float_conversions_052_h():
    r = max(-0.0, 0.0)
    assert r == 0.0 and str(r) == '-0.0'


def float_conversions_052_f():
    r = max(-0.0, 0.0)
    assert r == 0.0 and str(r) == '0.0'


@deal.post(lambda r: r == 1.0)
def float_conversions_053_h():
    return min(1.0, math.nan)


@deal.post(lambda r: r != 1.0)
def float_conversions_053_f():
    return min(1.0, math.nan)


def float_conversions_054_h():
    r = min(math.nan, 1.0)
    assert r != r


def float_conversions_054_f():
    r = min(math.nan, 1.0)
    assert r == r


@deal.post(lambda r: r == 1.0)
def float_conversions_055_h():
    return max(1.0, math.nan)


@deal.post(lambda r: r == 2.0)
def float_conversions_055_f():
    return max(1.0, math.nan)


def float_conversions_056_h():
    r = max(math.nan, 1.0)
    assert r != r


def float_conversions_056_f():
    r = max(math.nan, 1.0)
    assert r == r


@deal.post(lambda r: r == 1)
def float_conversions_057_h():
    return max(1, 1.0)


@deal.post(lambda r: r == 0)
def float_conversions_057_f():
    return max(1, 1.0)


def float_conversions_058_h():
    r = max(1.0, 1)
    assert r == 1.0


def float_conversions_058_f():
    r = max(1.0, 1)
    assert r == 1.0000000000000002


@deal.post(lambda r: r == 3.5)
def float_conversions_059_h():
    return max([3.5, -1.0, 2])


@deal.post(lambda r: r != 3.5)
def float_conversions_059_f():
    return max([3.5, -1.0, 2])


def float_conversions_060_h():
    r = min(3, 2.5, 7)
    assert r == 2.5


def float_conversions_060_f():
    r = min(3, 2.5, 7)
    assert r == 2.5000000000000004


@deal.post(lambda r: r)
def float_conversions_061_h():
    return float(10 ** 308) == 1e308


@deal.post(lambda r: not r)
def float_conversions_061_f():
    return float(10 ** 308) == 1e308


def float_conversions_062_h():
    r = int(1e308) == 10 ** 308
    assert not r


def float_conversions_062_f():
    r = int(1e308) == 10 ** 308
    assert r


@deal.post(lambda r: r)
def float_conversions_063_h():
    return int(2.0 ** 60) == 2 ** 60


@deal.post(lambda r: not r)
def float_conversions_063_f():
    return int(2.0 ** 60) == 2 ** 60


def float_conversions_064_h():
    r = round(2.5) + round(3.5)
    assert r == 6


def float_conversions_064_f():
    r = round(2.5) + round(3.5)
    assert r == 7


@deal.post(lambda r: r)
def float_conversions_065_h():
    return type(round(2.5)) is int


@deal.post(lambda r: not r)
def float_conversions_065_f():
    return type(round(2.5)) is int
