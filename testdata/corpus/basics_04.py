"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def int_bool_str_060_h():
    r = int('  12  ')
    assert r == 12


def int_bool_str_060_f():
    r = int('  12  ')
    assert r == 13


@deal.post(lambda r: r == 1000)
def int_bool_str_061_h():
    return int('1_000')


@deal.post(lambda r: r == 999)
def int_bool_str_061_f():
    return int('1_000')


def int_bool_str_062_h():
    r = int('0b101', 0)
    assert r == 5


def int_bool_str_062_f():
    r = int('0b101', 0)
    assert r != 5


@deal.post(lambda r: r == 8)
def int_bool_str_063_h():
    return int('08')


@deal.post(lambda r: r == 7)
def int_bool_str_063_f():
    return int('08')


@deal.raises(ValueError)
def int_bool_str_064_h():
    return int('08', 0)


def int_bool_str_064_f():
    return int('08', 0)


@deal.post(lambda r: r)
def int_bool_str_065_h():
    return bool('False')


@deal.post(lambda r: not r)
def int_bool_str_065_f():
    return bool('False')


def int_bool_str_066_h():
    r = -True
    assert r == -1


def int_bool_str_066_f():
    r = -True
    assert r == 0


@deal.post(lambda r: r == -2)
def int_bool_str_067_h():
    return ~True


@deal.post(lambda r: r == -3)
def int_bool_str_067_f():
    return ~True


def int_bool_str_068_h():
    r = True << 2
    assert r == 4


def int_bool_str_068_f():
    r = True << 2
    assert r != 4


@deal.post(lambda r: r == 1)
def int_bool_str_069_h():
    return abs(True)


@deal.post(lambda r: r == 0)
def int_bool_str_069_f():
    return abs(True)


def int_bool_str_070_h():
    r = str(True)
    assert r == 'True'


def int_bool_str_070_f():
    r = str(True)
    assert r == 'True!'


@deal.post(lambda r: r == 0)
def int_bool_str_071_h():
    return 0 and 1 // 0


@deal.post(lambda r: r != 0)
def int_bool_str_071_f():
    return 0 and 1 // 0


def int_bool_str_072_h():
    r = 1 or 1 // 0
    assert r == 1


def int_bool_str_072_f():
    r = 1 or 1 // 0
    assert r == 2


@deal.post(lambda r: r)
def int_bool_str_073_h():
    return 1 < 2 > 0


@deal.post(lambda r: not r)
def int_bool_str_073_f():
    return 1 < 2 > 0


def int_bool_str_074_h():
    r = (1 < 2) < 3
    assert r


def int_bool_str_074_f():
    r = (1 < 2) < 3
    assert not r
