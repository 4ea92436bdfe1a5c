"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == 2.0)
def true_division_029_h():
    return 6 / 3


@deal.post(lambda r: r != 2.0)
def true_division_029_f():
    return 6 / 3


def true_division_030_h():
    r = type(6 / 3) is float
    assert r


def true_division_030_f():
    r = type(6 / 3) is float
    assert not r


@deal.post(lambda r: r == 0.5)
def true_division_031_h():
    return True / 2


@deal.post(lambda r: r == 1.5)
def true_division_031_f():
    return True / 2


def true_division_032_h():
    r = 3 / True
    assert r == 3.0


def true_division_032_f():
    r = 3 / True
    assert r != 3.0


@deal.raises(ZeroDivisionError)
def true_division_033_h():
    return 1 / False


@deal.raises(ValueError)
def true_division_033_f():
    return 1 / False


def true_division_034_h():
    r = (10 ** 17 + 1) / 10
    assert r == 1e+16


def true_division_034_f():
    r = (10 ** 17 + 1) / 10
    assert r == 1.0000000000000002e+16


@deal.raises(OverflowError)
def true_division_035_h():
    return 10 ** 308 * 10 / 1


@deal.raises(ValueError)
def true_division_035_f():
    return 10 ** 308 * 10 / 1


@deal.raises(OverflowError)
def true_division_036_h():
    return -(10 ** 400) / 3


def true_division_036_f():
    return -(10 ** 400) / 3


@deal.raises(ZeroDivisionError)
def true_division_037_h():
    return 7 / -0.0


@deal.raises(ValueError)
def true_division_037_f():
    return 7 / -0.0


def true_division_038_h():
    r = 0.1 / 0.3
    assert r == 0.33333333333333337


def true_division_038_f():
    r = 0.1 / 0.3
    assert r != 0.33333333333333337


@deal.post(lambda r: r)
def true_division_039_h():
    return 100 / 7 == 14.285714285714286


@deal.post(lambda r: not r)
def true_division_039_f():
    return 100 / 7 == 14.285714285714286


def true_division_040_h():
    r = 1 / 49 * 49 == 1.0
    assert not r


def true_division_040_f():
    r = 1 / 49 * 49 == 1.0
    assert r


@deal.post(lambda r: r == 2.0)
def true_division_041_h():
    return 4.0 / 2


@deal.post(lambda r: r != 2.0)
def true_division_041_f():
    return 4.0 / 2


@deal.raises(OverflowError)
def true_division_042_h():
    return (2 ** 1024 - 2 ** 970) / 1


def true_division_042_f():
    return (2 ** 1024 - 2 ** 970) / 1


@deal.post(lambda r: r == 1.7976931348623157e+308)
def true_division_043_h():
    return (2 ** 1024 - 2 ** 970 - 1) / 1


@deal.post(lambda r: r == 1.7976931348623155e+308)
def true_division_043_f():
    return (2 ** 1024 - 2 ** 970 - 1) / 1
