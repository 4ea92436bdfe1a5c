"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def float_arith_090_h():
    r = (1e308 * 10.0) - (1e308 * 10.0)
    assert r != r


def float_arith_090_f():
    r = (1e308 * 10.0) - (1e308 * 10.0)
    assert r == r


def true_division_000_h():
    r = 1 / 3
    assert r == 0.3333333333333333


def true_division_000_f():
    r = 1 / 3
    assert r == 0.33333333333333337


@deal.post(lambda r: r == 3.5)
def true_division_001_h():
    return 7 / 2


@deal.post(lambda r: r == 4.5)
def true_division_001_f():
    return 7 / 2


def true_division_002_h():
    r = -7 / 2
    assert r == -3.5


def true_division_002_f():
    r = -7 / 2
    assert r != -3.5


@deal.raises(ZeroDivisionError)
def true_division_003_h():
    return 1 / 0


@deal.raises(ValueError)
def true_division_003_f():
    return 1 / 0


@deal.raises(ZeroDivisionError)
def true_division_004_h():
    return 1.0 / 0.0


def true_division_004_f():
    return 1.0 / 0.0


@deal.raises(ZeroDivisionError)
def true_division_005_h():
    return 0.0 / 0.0


@deal.raises(ValueError)
def true_division_005_f():
    return 0.0 / 0.0


@deal.raises(ZeroDivisionError)
def true_division_006_h():
    return -1.0 / 0


def true_division_006_f():
    return -1.0 / 0


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def true_division_007_h():
    return 0 / 5


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def true_division_007_f():
    return 0 / 5


def true_division_008_h():
    r = 0 / -5
    assert r == 0.0 and str(r) == '-0.0'


def true_division_008_f():
    r = 0 / -5
    assert r == 0.0 and str(r) == '0.0'


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def true_division_009_h():
    return -0.0 / 5


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def true_division_009_f():
    return -0.0 / 5


def true_division_010_h():
    r = 10 ** 400 / 10 ** 399
    assert r == 10.0


def true_division_010_f():
    r = 10 ** 400 / 10 ** 399
    assert r == 10.000000000000002


@deal.raises(OverflowError)
def true_division_011_h():
    return 2 ** 1100 / 1


@deal.raises(ValueError)
def true_division_011_f():
    return 2 ** 1100 / 1


def true_division_012_h():
    r = 2 ** 1100 / 2 ** 1050
    assert r == 1125899906842624.0


def true_division_012_f():
    r = 2 ** 1100 / 2 ** 1050
    assert r == 1125899906842624.2


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def true_division_013_h():
    return 1 / 10 ** 400


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def true_division_013_f():
    return 1 / 10 ** 400
