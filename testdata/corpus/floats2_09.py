"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def int_float_compare_010_h():
    r = 0 < -0.0
    assert not r


def int_float_compare_010_f():
    r = 0 < -0.0
    assert r


@deal.post(lambda r: r)
def int_float_compare_011_h():
    return math.nan != 0


@deal.post(lambda r: not r)
def int_float_compare_011_f():
    return math.nan != 0


def int_float_compare_012_h():
    r = math.nan == 0
    assert not r


def int_float_compare_012_f():
    r = math.nan == 0
    assert r


@deal.post(lambda r: r)
def int_float_compare_013_h():
    return True == 1.0


@deal.post(lambda r: not r)
def int_float_compare_013_f():
    return True == 1.0


def int_float_compare_014_h():
    r = 2 ** 1024 > 1.7976931348623157e308
    assert r


def int_float_compare_014_f():
    r = 2 ** 1024 > 1.7976931348623157e308
    assert not r


@deal.post(lambda r: not r)
def int_float_compare_015_h():
    return 2 ** 1024 == math.inf


@deal.post(lambda r: r)
def int_float_compare_015_f():
    return 2 ** 1024 == math.inf


def int_float_compare_016_h():
    r = 1 < 1.0000000000000002
    assert r


def int_float_compare_016_f():
    r = 1 < 1.0000000000000002
    assert not r


@deal.post(lambda r: not r)
def int_float_compare_017_h():
    return 3 == 3.0000000000000004


@deal.post(lambda r: r)
def int_float_compare_017_f():
    return 3 == 3.0000000000000004


def int_float_compare_018_h():
    r = 10 ** 16 + 1 == 1e16
    assert not r


def int_float_compare_018_f():
    r = 10 ** 16 + 1 == 1e16
    assert r


@deal.post(lambda r: r)
def int_float_compare_019_h():
    return 10 ** 16 + 1 > 1e16


@deal.post(lambda r: not r)
def int_float_compare_019_f():
    return 10 ** 16 + 1 > 1e16


def int_float_compare_020_h():
    r = 10 ** 16 + 2 == 1e16 + 2
    assert r


def int_float_compare_020_f():
    r = 10 ** 16 + 2 == 1e16 + 2
    assert not r


@deal.post(lambda r: r)
def int_float_compare_021_h():
    return -1 < -0.5


@deal.post(lambda r: not r)
def int_float_compare_021_f():
    return -1 < -0.5


def int_float_compare_022_h():
    r = -1 > -1.5
    assert r


def int_float_compare_022_f():
    r = -1 > -1.5
    assert not r


@deal.post(lambda r: r)
def int_float_compare_023_h():
    return 7 >= 7.0


@deal.post(lambda r: not r)
def int_float_compare_023_f():
    return 7 >= 7.0


def int_float_compare_024_h():
    r = 7 <= 6.999999999999999
    assert not r


def int_float_compare_024_f():
    r = 7 <= 6.999999999999999
    assert r
