"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r)
def int_bool_str_045_h():
    return isinstance(True, int)


@deal.post(lambda r: not r)
def int_bool_str_045_f():
    return isinstance(True, int)


def int_bool_str_046_h():
    r = str(10 ** 20)
    assert r == '100000000000000000000'


def int_bool_str_046_f():
    r = str(10 ** 20)
    assert r == '100000000000000000000!'


@deal.post(lambda r: r == 0)
def int_bool_str_047_h():
    return int('-0')


@deal.post(lambda r: r != 0)
def int_bool_str_047_f():
    return int('-0')


def int_bool_str_048_h():
    r = hex(255)
    assert r == '0xff'


def int_bool_str_048_f():
    r = hex(255)
    assert r == '0xff!'


@deal.post(lambda r: r == 1001)
def int_bool_str_049_h():
    return 1_000 + 1


@deal.post(lambda r: r == 1000)
def int_bool_str_049_f():
    return 1_000 + 1


def int_bool_str_050_h():
    r = 0 == False
    assert r


def int_bool_str_050_f():
    r = 0 == False
    assert not r


@deal.post(lambda r: not r)
def int_bool_str_051_h():
    return '1' == 1


@deal.post(lambda r: r)
def int_bool_str_051_f():
    return '1' == 1


def int_bool_str_052_h():
    r = chr(97) + 'b'
    assert r == 'ab'


def int_bool_str_052_f():
    r = chr(97) + 'b'
    assert r == 'ab!'


@deal.post(lambda r: r == 0.5)
def int_bool_str_053_h():
    return pow(2, -1)


@deal.post(lambda r: r != 0.5)
def int_bool_str_053_f():
    return pow(2, -1)


def int_bool_str_054_h():
    r = pow(0, 0)
    assert r == 1


def int_bool_str_054_f():
    r = pow(0, 0)
    assert r == 2


@deal.post(lambda r: r == -0.5)
def int_bool_str_055_h():
    return (-2) ** -1


@deal.post(lambda r: r == 0.5)
def int_bool_str_055_f():
    return (-2) ** -1


@deal.raises(ZeroDivisionError)
def int_bool_str_056_h():
    return 0 ** -1


def int_bool_str_056_f():
    return 0 ** -1


@deal.post(lambda r: r == 2)
def int_bool_str_057_h():
    return 2 ** 10000 % 7


@deal.post(lambda r: r == 1)
def int_bool_str_057_f():
    return 2 ** 10000 % 7


@deal.raises(ZeroDivisionError)
def int_bool_str_058_h():
    return -7 // 0


def int_bool_str_058_f():
    return -7 // 0


@deal.raises(ZeroDivisionError)
def int_bool_str_059_h():
    return divmod(7, 0)


@deal.raises(ValueError)
def int_bool_str_059_f():
    return divmod(7, 0)
