"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def float_floordiv_mod_pow_030_h():
    r = 2.0 ** 10
    assert r == 1024.0


def float_floordiv_mod_pow_030_f():
    r = 2.0 ** 10
    assert r == 1024.0000000000002


@deal.post(lambda r: r == 0.5)
def float_floordiv_mod_pow_031_h():
    return 2.0 ** -1


@deal.post(lambda r: r == 1.5)
def float_floordiv_mod_pow_031_f():
    return 2.0 ** -1


def float_floordiv_mod_pow_032_h():
    r = 2 ** -1
    assert r == 0.5


def float_floordiv_mod_pow_032_f():
    r = 2 ** -1
    assert r != 0.5


@deal.post(lambda r: r)
def float_floordiv_mod_pow_033_h():
    return 2 ** -2 == 0.25


@deal.post(lambda r: not r)
def float_floordiv_mod_pow_033_f():
    return 2 ** -2 == 0.25


def float_floordiv_mod_pow_034_h():
    r = 0.0 ** 0
    assert r == 1.0


def float_floordiv_mod_pow_034_f():
    r = 0.0 ** 0
    assert r == 1.0000000000000002


@deal.raises(ZeroDivisionError)
def float_floordiv_mod_pow_035_h():
    return 0.0 ** -1


@deal.raises(ValueError)
def float_floordiv_mod_pow_035_f():
    return 0.0 ** -1


@deal.raises(OverflowError)
def float_floordiv_mod_pow_036_h():
    return 10.0 ** 400


def float_floordiv_mod_pow_036_f():
    return 10.0 ** 400


@deal.post(lambda r: r == -8.0)
def float_floordiv_mod_pow_037_h():
    return (-2.0) ** 3


@deal.post(lambda r: r == -7.0)
def float_floordiv_mod_pow_037_f():
    return (-2.0) ** 3


def float_floordiv_mod_pow_038_h():
    r = (-8.0) ** 2
    assert r == 64.0


def float_floordiv_mod_pow_038_f():
    r = (-8.0) ** 2
    assert r != 64.0


@deal.post(lambda r: r == 1.0)
def float_floordiv_mod_pow_039_h():
    return 1.0 ** math.nan


@deal.post(lambda r: r == 2.0)
def float_floordiv_mod_pow_039_f():
    return 1.0 ** math.nan


def float_floordiv_mod_pow_040_h():
    r = math.nan ** 0
    assert r == 1.0


def float_floordiv_mod_pow_040_f():
    r = math.nan ** 0
    assert r == 1.0000000000000002


@deal.post(lambda r: r == 1.4142135623730951)
def float_floordiv_mod_pow_041_h():
    return 2.0 ** 0.5


@deal.post(lambda r: r != 1.4142135623730951)
def float_floordiv_mod_pow_041_f():
    return 2.0 ** 0.5


def float_floordiv_mod_pow_042_h():
    r = 4.0 ** 0.5
    assert r == 2.0


def float_floordiv_mod_pow_042_f():
    r = 4.0 ** 0.5
    assert r == 2.0000000000000004


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_043_h():
    return math.inf ** -1


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_043_f():
    return math.inf ** -1


def float_floordiv_mod_pow_044_h():
    r = (-0.0) ** 3
    assert r == 0.0 and str(r) == '-0.0'


def float_floordiv_mod_pow_044_f():
    r = (-0.0) ** 3
    assert r == 0.0 and str(r) == '0.0'
