"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_045_h():
    return (-0.0) ** 2


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_045_f():
    return (-0.0) ** 2


def float_floordiv_mod_pow_046_h():
    r = 3 % 2.5
    assert r == 0.5


def float_floordiv_mod_pow_046_f():
    r = 3 % 2.5
    assert r == 0.5000000000000001


@deal.post(lambda r: r == 2.0)
def float_floordiv_mod_pow_047_h():
    return -3 % 2.5


@deal.post(lambda r: r != 2.0)
def float_floordiv_mod_pow_047_f():
    return -3 % 2.5


def float_floordiv_mod_pow_048_h():
    r = 10 ** 20 % 7.0
    assert r == 2.0


def float_floordiv_mod_pow_048_f():
    r = 10 ** 20 % 7.0
    assert r == 2.0000000000000004


@deal.post(lambda r: r == math.inf)
def float_floordiv_mod_pow_049_h():
    return 2.0 ** 1023 * 2


@deal.post(lambda r: r == -math.inf)
def float_floordiv_mod_pow_049_f():
    return 2.0 ** 1023 * 2


def float_floordiv_mod_pow_050_h():
    r = 1.5 ** 2
    assert r == 2.25


def float_floordiv_mod_pow_050_f():
    r = 1.5 ** 2
    assert r != 2.25


@deal.post(lambda r: not r)
def float_floordiv_mod_pow_051_h():
    return (-1.0) ** 0.5 == 1


@deal.post(lambda r: r)
def float_floordiv_mod_pow_051_f():
    return (-1.0) ** 0.5 == 1


def float_floordiv_mod_pow_052_h():
    r = 0.5 ** 1075
    assert r == 0.0 and str(r) == '0.0'


def float_floordiv_mod_pow_052_f():
    r = 0.5 ** 1075
    assert r == 0.0 and str(r) == '-0.0'


@deal.post(lambda r: r == 5e-324)
def float_floordiv_mod_pow_053_h():
    return 0.5 ** 1074


@deal.post(lambda r: r != 5e-324)
def float_floordiv_mod_pow_053_f():
    return 0.5 ** 1074


def float_conversions_000_h():
    r = float(3)
    assert r == 3.0


def float_conversions_000_f():
    r = float(3)
    assert r == 3.0000000000000004


@deal.post(lambda r: r == 1.0)
def float_conversions_001_h():
    return float(True)


@deal.post(lambda r: r == 2.0)
def float_conversions_001_f():
    return float(True)


def float_conversions_002_h():
    r = float(-0)
    assert r == 0.0 and str(r) == '0.0'


def float_conversions_002_f():
    r = float(-0)
    assert r == 0.0 and str(r) == '-0.0'


@deal.post(lambda r: r)
def float_conversions_003_h():
    return float('nan') != float('nan')


@deal.post(lambda r: not r)
def float_conversions_003_f():
    return float('nan') != float('nan')


def float_conversions_004_h():
    r = float('inf')
    assert r == math.inf


def float_conversions_004_f():
    r = float('inf')
    assert r == -math.inf


@deal.post(lambda r: r == -math.inf)
def float_conversions_005_h():
    return float('-inf')


@deal.post(lambda r: r != -math.inf)
def float_conversions_005_f():
    return float('-inf')
