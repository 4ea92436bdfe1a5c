"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == 3.0)
def math_015_h():
    return math.fabs(-3)


@deal.post(lambda r: r == 4.0)
def math_015_f():
    return math.fabs(-3)


def math_016_h():
    r = math.fabs(-0.0)
    assert r == 0.0 and str(r) == '0.0'


def math_016_f():
    r = math.fabs(-0.0)
    assert r == 0.0 and str(r) == '-0.0'


@deal.post(lambda r: r == math.inf)
def math_017_h():
    return math.fabs(-math.inf)


@deal.post(lambda r: r != math.inf)
def math_017_f():
    return math.fabs(-math.inf)


def math_018_h():
    r = math.copysign(3.0, -0.0)
    assert r == -3.0


def math_018_f():
    r = math.copysign(3.0, -0.0)
    assert r == -2.9999999999999996


@deal.post(lambda r: r == 2.0)
def math_019_h():
    return math.copysign(-2, 1)


@deal.post(lambda r: r == 3.0)
def math_019_f():
    return math.copysign(-2, 1)


def math_020_h():
    r = math.copysign(1.0, math.nan) in (1.0, -1.0)
    assert r


def math_020_f():
    r = math.copysign(1.0, math.nan) in (1.0, -1.0)
    assert not r


@deal.post(lambda r: r)
def math_021_h():
    return math.isnan(math.nan)


@deal.post(lambda r: not r)
def math_021_f():
    return math.isnan(math.nan)


def math_022_h():
    r = math.isnan(math.inf)
    assert not r


def math_022_f():
    r = math.isnan(math.inf)
    assert r


@deal.post(lambda r: not r)
def math_023_h():
    return math.isnan(0)


@deal.post(lambda r: r)
def math_023_f():
    return math.isnan(0)


def math_024_h():
    r = math.isinf(-math.inf)
    assert r


def math_024_f():
    r = math.isinf(-math.inf)
    assert not r


@deal.post(lambda r: not r)
def math_025_h():
    return math.isinf(1e308)


@deal.post(lambda r: r)
def math_025_f():
    return math.isinf(1e308)


def math_026_h():
    r = math.isinf(1e308 * 10)
    assert r


def math_026_f():
    r = math.isinf(1e308 * 10)
    assert not r


@deal.post(lambda r: r)
def math_027_h():
    return math.isfinite(5e-324)


@deal.post(lambda r: not r)
def math_027_f():
    return math.isfinite(5e-324)


def math_028_h():
    r = math.isfinite(math.nan)
    assert not r


def math_028_f():
    r = math.isfinite(math.nan)
    assert r


@deal.post(lambda r: r)
def math_029_h():
    return math.isfinite(10 ** 300)


@deal.post(lambda r: not r)
def math_029_f():
    return math.isfinite(10 ** 300)
