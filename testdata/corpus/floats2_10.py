"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r)
def int_float_compare_025_h():
    return 2 ** 63 == 9.223372036854776e18


@deal.post(lambda r: not r)
def int_float_compare_025_f():
    return 2 ** 63 == 9.223372036854776e18


def int_float_compare_026_h():
    r = 2 ** 63 - 1 == 9.223372036854776e18
    assert not r


def int_float_compare_026_f():
    r = 2 ** 63 - 1 == 9.223372036854776e18
    assert r


@deal.post(lambda r: r)
def int_float_compare_027_h():
    return 2 ** 63 - 1 < 9.223372036854776e18


@deal.post(lambda r: not r)
def int_float_compare_027_f():
    return 2 ** 63 - 1 < 9.223372036854776e18


def int_float_compare_028_h():
    r = 0 == 5e-324
    assert not r


def int_float_compare_028_f():
    r = 0 == 5e-324
    assert r


@deal.post(lambda r: r)
def int_float_compare_029_h():
    return 0 < 5e-324


@deal.post(lambda r: not r)
def int_float_compare_029_f():
    return 0 < 5e-324


def int_float_compare_030_h():
    r = -(2 ** 60) == -1.152921504606847e18
    assert r


def int_float_compare_030_f():
    r = -(2 ** 60) == -1.152921504606847e18
    assert not r


@deal.post(lambda r: r == 9007199254740993)
def int_float_compare_031_h():
    return max(2 ** 53 + 1, 2.0 ** 53)


@deal.post(lambda r: r == 9007199254740992)
def int_float_compare_031_f():
    return max(2 ** 53 + 1, 2.0 ** 53)


def int_float_compare_032_h():
    r = min(2 ** 53 + 1, 2.0 ** 53 + 2)
    assert r == 9007199254740993


def int_float_compare_032_f():
    r = min(2 ** 53 + 1, 2.0 ** 53 + 2)
    assert r != 9007199254740993


@deal.post(lambda r: r)
def int_float_compare_033_h():
    return 1 in [1.0]


@deal.post(lambda r: not r)
def int_float_compare_033_f():
    return 1 in [1.0]


def int_float_compare_034_h():
    r = 1.0 in {1}
    assert r


def int_float_compare_034_f():
    r = 1.0 in {1}
    assert not r


@deal.post(lambda r: not r)
def int_float_compare_035_h():
    return (2 ** 53 + 1) in {2.0 ** 53}


@deal.post(lambda r: r)
def int_float_compare_035_f():
    return (2 ** 53 + 1) in {2.0 ** 53}


def int_float_compare_036_h():
    r = [1, 2] == [1.0, 2.0]
    assert r


def int_float_compare_036_f():
    r = [1, 2] == [1.0, 2.0]
    assert not r


@deal.post(lambda r: r)
def int_float_compare_037_h():
    return (0,) == (-0.0,)


@deal.post(lambda r: not r)
def int_float_compare_037_f():
    return (0,) == (-0.0,)


def int_float_compare_038_h():
    r = sorted([2.5, 1, 2])
    assert r == [1, 2, 2.5]


def int_float_compare_038_f():
    r = sorted([2.5, 1, 2])
    assert r != [1, 2, 2.5]


@deal.post(lambda r: r)
def int_float_compare_039_h():
    return 2 ** 53 + 1 != 9007199254740992.0


@deal.post(lambda r: not r)
def int_float_compare_039_f():
    return 2 ** 53 + 1 != 9007199254740992.0
