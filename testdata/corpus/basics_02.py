"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def int_bool_str_030_h():
    r = 'a' * 0
    assert r == ''


def int_bool_str_030_f():
    r = 'a' * 0
    assert r == '!'


@deal.post(lambda r: r == 'abcd')
def int_bool_str_031_h():
    return 'ab' + 'cd'


@deal.post(lambda r: r == 'bcd')
def int_bool_str_031_f():
    return 'ab' + 'cd'


def int_bool_str_032_h():
    r = 'x' if 0 else 'y'
    assert r == 'y'


def int_bool_str_032_f():
    r = 'x' if 0 else 'y'
    assert r != 'y'


@deal.post(lambda r: r == 'd')
def int_bool_str_033_h():
    return 0 or 'd'


@deal.post(lambda r: r == '')
def int_bool_str_033_f():
    return 0 or 'd'


def int_bool_str_034_h():
    r = '' and 1
    assert r == ''


def int_bool_str_034_f():
    r = '' and 1
    assert r == '!'


@deal.post(lambda r: r == [0])
def int_bool_str_035_h():
    return [] or [0]


@deal.post(lambda r: r != [0])
def int_bool_str_035_f():
    return [] or [0]


def int_bool_str_036_h():
    r = None is None
    assert r


def int_bool_str_036_f():
    r = None is None
    assert not r


@deal.post(lambda r: r == -1)
def int_bool_str_037_h():
    return min(3, -1, 2)


@deal.post(lambda r: r == -2)
def int_bool_str_037_f():
    return min(3, -1, 2)


def int_bool_str_038_h():
    r = max(True, 2)
    assert r == 2


def int_bool_str_038_f():
    r = max(True, 2)
    assert r != 2


@deal.post(lambda r: r == 17)
def int_bool_str_039_h():
    return round(17)


@deal.post(lambda r: r == 16)
def int_bool_str_039_f():
    return round(17)


def int_bool_str_040_h():
    r = int(True) + bool(2)
    assert r == 2


def int_bool_str_040_f():
    r = int(True) + bool(2)
    assert r == 3


@deal.post(lambda r: r == 24)
def int_bool_str_041_h():
    return pow(2, 10, 1000)


@deal.post(lambda r: r != 24)
def int_bool_str_041_f():
    return pow(2, 10, 1000)


def int_bool_str_042_h():
    r = pow(3, -1, 7)
    assert r == 5


def int_bool_str_042_f():
    r = pow(3, -1, 7)
    assert r == 6


@deal.post(lambda r: r == 5050)
def int_bool_str_043_h():
    return sum(range(101))


@deal.post(lambda r: r == 5049)
def int_bool_str_043_f():
    return sum(range(101))


def int_bool_str_044_h():
    r = (2 ** 64 - 1) % 2 ** 32
    assert r == 4294967295


def int_bool_str_044_f():
    r = (2 ** 64 - 1) % 2 ** 32
    assert r != 4294967295
