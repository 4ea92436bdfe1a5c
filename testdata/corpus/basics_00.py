"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def int_bool_str_000_h():
    r = 7 // 2
    assert r == 3


def int_bool_str_000_f():
    r = 7 // 2
    assert r == 4


@deal.post(lambda r: r == -4)
def int_bool_str_001_h():
    return -7 // 2


@deal.post(lambda r: r == -5)
def int_bool_str_001_f():
    return -7 // 2


def int_bool_str_002_h():
    r = 7 // -2
    assert r == -4


def int_bool_str_002_f():
    r = 7 // -2
    assert r != -4


@deal.post(lambda r: r == 2)
def int_bool_str_003_h():
    return -7 % 3


@deal.post(lambda r: r == 1)
def int_bool_str_003_f():
    return -7 % 3


def int_bool_str_004_h():
    r = 7 % -3
    assert r == -2


def int_bool_str_004_f():
    r = 7 % -3
    assert r == -1


@deal.post(lambda r: r == 1267650600228229401496703205376)
def int_bool_str_005_h():
    return 2 ** 100


@deal.post(lambda r: r != 1267650600228229401496703205376)
def int_bool_str_005_f():
    return 2 ** 100


def int_bool_str_006_h():
    r = 2 ** -1 == 0.5
    assert r


def int_bool_str_006_f():
    r = 2 ** -1 == 0.5
    assert not r


@deal.post(lambda r: r == -4)
def int_bool_str_007_h():
    return -2 ** 2


@deal.post(lambda r: r == -5)
def int_bool_str_007_f():
    return -2 ** 2


def int_bool_str_008_h():
    r = (-2) ** 2
    assert r == 4


def int_bool_str_008_f():
    r = (-2) ** 2
    assert r != 4


@deal.post(lambda r: r == 1)
def int_bool_str_009_h():
    return 10 ** 30 + 1 - 10 ** 30


@deal.post(lambda r: r == 0)
def int_bool_str_009_f():
    return 10 ** 30 + 1 - 10 ** 30


def int_bool_str_010_h():
    r = abs(-(10 ** 20))
    assert r == 100000000000000000000


def int_bool_str_010_f():
    r = abs(-(10 ** 20))
    assert r == 100000000000000000001


@deal.post(lambda r: r == (-4, 1))
def int_bool_str_011_h():
    return divmod(-7, 2)


@deal.post(lambda r: r != (-4, 1))
def int_bool_str_011_f():
    return divmod(-7, 2)


@deal.raises(ZeroDivisionError)
def int_bool_str_012_h():
    return 1 // 0


def int_bool_str_012_f():
    return 1 // 0


@deal.raises(ZeroDivisionError)
def int_bool_str_013_h():
    return 5 % 0


@deal.raises(ValueError)
def int_bool_str_013_f():
    return 5 % 0


def int_bool_str_014_h():
    r = True + True
    assert r == 2


def int_bool_str_014_f():
    r = True + True
    assert r != 2
