"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def int_bool_str_090_h():
    r = len(str(2 ** 100))
    assert r == 31


def int_bool_str_090_f():
    r = len(str(2 ** 100))
    assert r == 32


@deal.post(lambda r: r == '0')
def int_bool_str_091_h():
    return str(-0)


@deal.post(lambda r: r == '')
def int_bool_str_091_f():
    return str(-0)


def int_bool_str_092_h():
    r = max(-0, 0)
    assert r == 0


def int_bool_str_092_f():
    r = max(-0, 0)
    assert r != 0


@deal.post(lambda r: r == 2)
def int_bool_str_093_h():
    return (3).bit_length()


@deal.post(lambda r: r == 1)
def int_bool_str_093_f():
    return (3).bit_length()


def int_bool_str_094_h():
    r = (-1).bit_length()
    assert r == 1


def int_bool_str_094_f():
    r = (-1).bit_length()
    assert r == 2


@deal.post(lambda r: r)
def int_bool_str_095_h():
    return abs(-(2 ** 63)) == 2 ** 63


@deal.post(lambda r: not r)
def int_bool_str_095_f():
    return abs(-(2 ** 63)) == 2 ** 63


def int_bool_str_096_h():
    r = int(10 ** 20 / 1) == 10 ** 20
    assert r


def int_bool_str_096_f():
    r = int(10 ** 20 / 1) == 10 ** 20
    assert not r


@deal.post(lambda r: r)
def int_bool_str_097_h():
    return 10 ** 20 // 1 == 10 ** 20


@deal.post(lambda r: not r)
def int_bool_str_097_f():
    return 10 ** 20 // 1 == 10 ** 20


def int_bool_str_098_h():
    r = int(2 ** 60 / 3) == 2 ** 60 // 3
    assert not r


def int_bool_str_098_f():
    r = int(2 ** 60 / 3) == 2 ** 60 // 3
    assert r


@deal.post(lambda r: r == 1)
def int_bool_str_099_h():
    return int(' 1 ')


@deal.post(lambda r: r == 0)
def int_bool_str_099_f():
    return int(' 1 ')


def int_bool_str_100_h():
    r = int('+1')
    assert r == 1


def int_bool_str_100_f():
    r = int('+1')
    assert r == 2


@deal.raises(ValueError)
def int_bool_str_101_h():
    return int('1e3')


@deal.raises(TypeError)
def int_bool_str_101_f():
    return int('1e3')


def int_bool_str_102_h():
    r = int('١٢')
    assert r == 12


def int_bool_str_102_f():
    r = int('١٢')
    assert r == 13


@deal.post(lambda r: r == 31)
def int_bool_str_103_h():
    return int('0x1f', 16)


@deal.post(lambda r: r == 30)
def int_bool_str_103_f():
    return int('0x1f', 16)


def int_bool_str_104_h():
    r = int('1_0', 0)
    assert r == 10


def int_bool_str_104_f():
    r = int('1_0', 0)
    assert r != 10
