"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == 3.469446951953614e-18)
def float_floordiv_mod_pow_015_h():
    return 0.1 % 0.01


@deal.post(lambda r: r == 1.0)
def float_floordiv_mod_pow_015_f():
    return 0.1 % 0.01


def float_floordiv_mod_pow_016_h():
    r = 7.5 // 2.0
    assert r == 3.0


def float_floordiv_mod_pow_016_f():
    r = 7.5 // 2.0
    assert r == 3.0000000000000004


@deal.post(lambda r: r == -4.0)
def float_floordiv_mod_pow_017_h():
    return -7.5 // 2.0


@deal.post(lambda r: r != -4.0)
def float_floordiv_mod_pow_017_f():
    return -7.5 // 2.0


def float_floordiv_mod_pow_018_h():
    r = 7.5 // -2.0
    assert r == -4.0


def float_floordiv_mod_pow_018_f():
    r = 7.5 // -2.0
    assert r == -3.9999999999999996


@deal.post(lambda r: r == 3.0)
def float_floordiv_mod_pow_019_h():
    return 7 // 2.0


@deal.post(lambda r: r == 4.0)
def float_floordiv_mod_pow_019_f():
    return 7 // 2.0


def float_floordiv_mod_pow_020_h():
    r = -0.0 // 1.0
    assert r == 0.0 and str(r) == '-0.0'


def float_floordiv_mod_pow_020_f():
    r = -0.0 // 1.0
    assert r == 0.0 and str(r) == '0.0'


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_021_h():
    return 0.0 // -1.0


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_021_f():
    return 0.0 // -1.0


@deal.raises(ZeroDivisionError)
def float_floordiv_mod_pow_022_h():
    return 1.0 // 0.0


def float_floordiv_mod_pow_022_f():
    return 1.0 // 0.0


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_023_h():
    return 1.0 // math.inf


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_023_f():
    return 1.0 // math.inf


def float_floordiv_mod_pow_024_h():
    r = -1.0 // math.inf
    assert r == -1.0


def float_floordiv_mod_pow_024_f():
    r = -1.0 // math.inf
    assert r == -0.9999999999999999


@deal.post(lambda r: r != r)
def float_floordiv_mod_pow_025_h():
    return math.inf // 1.0


@deal.post(lambda r: r == r)
def float_floordiv_mod_pow_025_f():
    return math.inf // 1.0


def float_floordiv_mod_pow_026_h():
    r = 1e308 // 1e-308
    assert r == math.inf


def float_floordiv_mod_pow_026_f():
    r = 1e308 // 1e-308
    assert r != math.inf


@deal.post(lambda r: r == 6.0)
def float_floordiv_mod_pow_027_h():
    return 0.7 // 0.1


@deal.post(lambda r: r == 7.0)
def float_floordiv_mod_pow_027_f():
    return 0.7 // 0.1


def float_floordiv_mod_pow_028_h():
    r = divmod(7.0, 2.0)
    assert r == (3.0, 1.0)


def float_floordiv_mod_pow_028_f():
    r = divmod(7.0, 2.0)
    assert r == (3.0, 1.0, 0)


@deal.post(lambda r: r == (-4.0, 1.0))
def float_floordiv_mod_pow_029_h():
    return divmod(-7.0, 2.0)


@deal.post(lambda r: r != (-4.0, 1.0))
def float_floordiv_mod_pow_029_f():
    return divmod(-7.0, 2.0)
