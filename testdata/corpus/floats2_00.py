"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def float_floordiv_mod_pow_000_h():
    r = 7.0 % 3.0
    assert r == 1.0


def float_floordiv_mod_pow_000_f():
    r = 7.0 % 3.0
    assert r == 1.0000000000000002


@deal.post(lambda r: r == 2.0)
def float_floordiv_mod_pow_001_h():
    return -7.0 % 3.0


@deal.post(lambda r: r == 3.0)
def float_floordiv_mod_pow_001_f():
    return -7.0 % 3.0


def float_floordiv_mod_pow_002_h():
    r = 7.0 % -3.0
    assert r == -2.0


def float_floordiv_mod_pow_002_f():
    r = 7.0 % -3.0
    assert r != -2.0


@deal.post(lambda r: r == -1.0)
def float_floordiv_mod_pow_003_h():
    return -7.0 % -3.0


@deal.post(lambda r: r == 0.0)
def float_floordiv_mod_pow_003_f():
    return -7.0 % -3.0


def float_floordiv_mod_pow_004_h():
    r = 0.0 % 5.0
    assert r == 0.0 and str(r) == '0.0'


def float_floordiv_mod_pow_004_f():
    r = 0.0 % 5.0
    assert r == 0.0 and str(r) == '-0.0'


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_005_h():
    return -0.0 % 5.0


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_005_f():
    return -0.0 % 5.0


def float_floordiv_mod_pow_006_h():
    r = 0.0 % -5.0
    assert r == 0.0 and str(r) == '-0.0'


def float_floordiv_mod_pow_006_f():
    r = 0.0 % -5.0
    assert r == 0.0 and str(r) == '0.0'


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_007_h():
    return -0.0 % -5.0


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_007_f():
    return -0.0 % -5.0


@deal.raises(ZeroDivisionError)
def float_floordiv_mod_pow_008_h():
    return 5.5 % 0.0


def float_floordiv_mod_pow_008_f():
    return 5.5 % 0.0


@deal.post(lambda r: r == 5.0)
def float_floordiv_mod_pow_009_h():
    return 5.0 % math.inf


@deal.post(lambda r: r == 6.0)
def float_floordiv_mod_pow_009_f():
    return 5.0 % math.inf


def float_floordiv_mod_pow_010_h():
    r = -5.0 % math.inf
    assert r == math.inf


def float_floordiv_mod_pow_010_f():
    r = -5.0 % math.inf
    assert r == -math.inf


@deal.post(lambda r: r == -math.inf)
def float_floordiv_mod_pow_011_h():
    return 5.0 % -math.inf


@deal.post(lambda r: r != -math.inf)
def float_floordiv_mod_pow_011_f():
    return 5.0 % -math.inf


def float_floordiv_mod_pow_012_h():
    r = math.inf % 2.0
    assert r != r


def float_floordiv_mod_pow_012_f():
    r = math.inf % 2.0
    assert r == r


@deal.post(lambda r: r != r)
def float_floordiv_mod_pow_013_h():
    return math.nan % 2.0


@deal.post(lambda r: r == r)
def float_floordiv_mod_pow_013_f():
    return math.nan % 2.0


def float_floordiv_mod_pow_014_h():
    r = 1e308 % 3.0
    assert r == 2.0


def float_floordiv_mod_pow_014_f():
    r = 1e308 % 3.0
    assert r != 2.0
