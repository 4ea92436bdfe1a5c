"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def math_030_h():
    r = math.isclose(0.1 + 0.2, 0.3)
    assert r


def math_030_f():
    r = math.isclose(0.1 + 0.2, 0.3)
    assert not r


@deal.post(lambda r: not r)
def math_031_h():
    return math.isclose(1.0, 1.1)


@deal.post(lambda r: r)
def math_031_f():
    return math.isclose(1.0, 1.1)


def math_032_h():
    r = math.isclose(1.0, 1.1, rel_tol=0.1)
    assert r


def math_032_f():
    r = math.isclose(1.0, 1.1, rel_tol=0.1)
    assert not r


@deal.post(lambda r: not r)
def math_033_h():
    return math.isclose(0.0, 1e-10)


@deal.post(lambda r: r)
def math_033_f():
    return math.isclose(0.0, 1e-10)


def math_034_h():
    r = math.isclose(0.0, 1e-10, abs_tol=1e-9)
    assert r


def math_034_f():
    r = math.isclose(0.0, 1e-10, abs_tol=1e-9)
    assert not r


@deal.raises(ValueError)
def math_035_h():
    return math.isclose(1.0, 1.0, rel_tol=-1)


@deal.raises(TypeError)
def math_035_f():
    return math.isclose(1.0, 1.0, rel_tol=-1)


def math_036_h():
    r = math.isclose(math.inf, math.inf)
    assert r


def math_036_f():
    r = math.isclose(math.inf, math.inf)
    assert not r


@deal.post(lambda r: not r)
def math_037_h():
    return math.isclose(math.nan, math.nan)


@deal.post(lambda r: r)
def math_037_f():
    return math.isclose(math.nan, math.nan)


def math_038_h():
    r = math.sqrt(2.0)
    assert r == 1.4142135623730951


def math_038_f():
    r = math.sqrt(2.0)
    assert r != 1.4142135623730951


@deal.post(lambda r: r == 4.0)
def math_039_h():
    return math.sqrt(16)


@deal.post(lambda r: r == 5.0)
def math_039_f():
    return math.sqrt(16)


@deal.raises(ValueError)
def math_040_h():
    return math.sqrt(-1.0)


def math_040_f():
    return math.sqrt(-1.0)


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def math_041_h():
    return math.sqrt(-0.0)


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def math_041_f():
    return math.sqrt(-0.0)


def math_042_h():
    r = math.sqrt(math.inf)
    assert r == math.inf


def math_042_f():
    r = math.sqrt(math.inf)
    assert r == -math.inf


@deal.post(lambda r: not r)
def math_043_h():
    return math.sqrt(2.0) ** 2 == 2.0


@deal.post(lambda r: r)
def math_043_f():
    return math.sqrt(2.0) ** 2 == 2.0


def math_044_h():
    r = math.sqrt(1e-320)
    assert r == 9.99994433575849e-161


def math_044_f():
    r = math.sqrt(1e-320)
    assert r != 9.99994433575849e-161
