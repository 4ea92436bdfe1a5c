"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == 3)
def int_bool_str_015_h():
    return True * 3


@deal.post(lambda r: r == 2)
def int_bool_str_015_f():
    return True * 3


def int_bool_str_016_h():
    r = bool(-1)
    assert r


def int_bool_str_016_f():
    r = bool(-1)
    assert not r


@deal.post(lambda r: r)
def int_bool_str_017_h():
    return not 0


@deal.post(lambda r: not r)
def int_bool_str_017_f():
    return not 0


def int_bool_str_018_h():
    r = int('０７')
    assert r == 7


def int_bool_str_018_f():
    r = int('０７')
    assert r == 8


@deal.post(lambda r: r == 18)
def int_bool_str_019_h():
    return int('12', 16)


@deal.post(lambda r: r == 17)
def int_bool_str_019_f():
    return int('12', 16)


def int_bool_str_020_h():
    r = 1 < 2 < 3
    assert r


def int_bool_str_020_f():
    r = 1 < 2 < 3
    assert not r


@deal.post(lambda r: not r)
def int_bool_str_021_h():
    return 3 > 2 > 2


@deal.post(lambda r: r)
def int_bool_str_021_f():
    return 3 > 2 > 2


def int_bool_str_022_h():
    r = ~5
    assert r == -6


def int_bool_str_022_f():
    r = ~5
    assert r == -5


@deal.post(lambda r: r == -3)
def int_bool_str_023_h():
    return -5 >> 1


@deal.post(lambda r: r != -3)
def int_bool_str_023_f():
    return -5 >> 1


def int_bool_str_024_h():
    r = 1 << 70
    assert r == 1180591620717411303424


def int_bool_str_024_f():
    r = 1 << 70
    assert r == 1180591620717411303425


@deal.post(lambda r: r == 2)
def int_bool_str_025_h():
    return 6 & 3


@deal.post(lambda r: r == 1)
def int_bool_str_025_f():
    return 6 & 3


def int_bool_str_026_h():
    r = 6 | 3
    assert r == 7


def int_bool_str_026_f():
    r = 6 | 3
    assert r != 7


@deal.post(lambda r: r == 5)
def int_bool_str_027_h():
    return 6 ^ 3


@deal.post(lambda r: r == 4)
def int_bool_str_027_f():
    return 6 ^ 3


def int_bool_str_028_h():
    r = True & False
    assert not r


def int_bool_str_028_f():
    r = True & False
    assert r


@deal.post(lambda r: r)
def int_bool_str_029_h():
    return len('abc') == 3


@deal.post(lambda r: not r)
def int_bool_str_029_f():
    return len('abc') == 3
