"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.raises(OverflowError)
def float_conversions_021_h():
    return int(math.inf)


@deal.raises(ValueError)
def float_conversions_021_f():
    return int(math.inf)


@deal.raises(ValueError)
def float_conversions_022_h():
    return int(math.nan)


def float_conversions_022_f():
    return int(math.nan)


@deal.post(lambda r: r == 0)
def float_conversions_023_h():
    return int(5e-324)


@deal.post(lambda r: r != 0)
def float_conversions_023_f():
    return int(5e-324)


def float_conversions_024_h():
    r = int('12')
    assert r == 12


def float_conversions_024_f():
    r = int('12')
    assert r == 13


@deal.post(lambda r: r == -7)
def float_conversions_025_h():
    return int(' -7 ')


@deal.post(lambda r: r == -8)
def float_conversions_025_f():
    return int(' -7 ')


@deal.raises(ValueError)
def float_conversions_026_h():
    return int('1.5')


def float_conversions_026_f():
    return int('1.5')


@deal.post(lambda r: r == 1)
def float_conversions_027_h():
    return int(True)


@deal.post(lambda r: r == 0)
def float_conversions_027_f():
    return int(True)


def float_conversions_028_h():
    r = round(2.5)
    assert r == 2


def float_conversions_028_f():
    r = round(2.5)
    assert r == 3


@deal.post(lambda r: r == 4)
def float_conversions_029_h():
    return round(3.5)


@deal.post(lambda r: r != 4)
def float_conversions_029_f():
    return round(3.5)


def float_conversions_030_h():
    r = round(-0.5)
    assert r == 0


def float_conversions_030_f():
    r = round(-0.5)
    assert r == 1


@deal.post(lambda r: r == 0)
def float_conversions_031_h():
    return round(0.5)


@deal.post(lambda r: r == -1)
def float_conversions_031_f():
    return round(0.5)


def float_conversions_032_h():
    r = round(-1.5)
    assert r == -2


def float_conversions_032_f():
    r = round(-1.5)
    assert r != -2


@deal.post(lambda r: r == 2.67)
def float_conversions_033_h():
    return round(2.675, 2)


@deal.post(lambda r: r == 3.67)
def float_conversions_033_f():
    return round(2.675, 2)


def float_conversions_034_h():
    r = round(1.25, 1)
    assert r == 1.2


def float_conversions_034_f():
    r = round(1.25, 1)
    assert r == 1.2000000000000002


@deal.raises(OverflowError)
def float_conversions_035_h():
    return round(math.inf)


@deal.raises(ValueError)
def float_conversions_035_f():
    return round(math.inf)
