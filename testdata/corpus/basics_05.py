"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == 9223372036854775808)
def int_bool_str_075_h():
    return -(-(2 ** 63))


@deal.post(lambda r: r == 9223372036854775807)
def int_bool_str_075_f():
    return -(-(2 ** 63))


def int_bool_str_076_h():
    r = 2 ** 63 - 1 + 1
    assert r == 9223372036854775808


def int_bool_str_076_f():
    r = 2 ** 63 - 1 + 1
    assert r == 9223372036854775809


@deal.post(lambda r: r == -3)
def int_bool_str_077_h():
    return int(-7 / 2)


@deal.post(lambda r: r != -3)
def int_bool_str_077_f():
    return int(-7 / 2)


def int_bool_str_078_h():
    r = -7 // 2 == int(-7 / 2)
    assert not r


def int_bool_str_078_f():
    r = -7 // 2 == int(-7 / 2)
    assert r


@deal.raises(ZeroDivisionError)
def int_bool_str_079_h():
    return 7 % -0


@deal.raises(ValueError)
def int_bool_str_079_f():
    return 7 % -0


def int_bool_str_080_h():
    r = (-7) % 2 ** 70
    assert r == 1180591620717411303417


def int_bool_str_080_f():
    r = (-7) % 2 ** 70
    assert r != 1180591620717411303417


@deal.post(lambda r: r == -393530540239137101142)
def int_bool_str_081_h():
    return -(2 ** 70) // 3


@deal.post(lambda r: r == -393530540239137101143)
def int_bool_str_081_f():
    return -(2 ** 70) // 3


def int_bool_str_082_h():
    r = (2 ** 70) % -3
    assert r == -2


def int_bool_str_082_f():
    r = (2 ** 70) % -3
    assert r == -1


@deal.post(lambda r: r == (-168655945816773043347, 5))
def int_bool_str_083_h():
    return divmod(-(2 ** 70), 7)


@deal.post(lambda r: r != (-168655945816773043347, 5))
def int_bool_str_083_f():
    return divmod(-(2 ** 70), 7)


def int_bool_str_084_h():
    r = round(-2.5)
    assert r == -2


def int_bool_str_084_f():
    r = round(-2.5)
    assert r == -1


@deal.post(lambda r: r == 20)
def int_bool_str_085_h():
    return round(15, -1)


@deal.post(lambda r: r == 19)
def int_bool_str_085_f():
    return round(15, -1)


def int_bool_str_086_h():
    r = round(-15, -1)
    assert r == -20


def int_bool_str_086_f():
    r = round(-15, -1)
    assert r != -20


@deal.post(lambda r: r == 20)
def int_bool_str_087_h():
    return round(25, -1)


@deal.post(lambda r: r == 19)
def int_bool_str_087_f():
    return round(25, -1)


def int_bool_str_088_h():
    r = True == 1 == 1.0
    assert r


def int_bool_str_088_f():
    r = True == 1 == 1.0
    assert not r


@deal.post(lambda r: r == 3)
def int_bool_str_089_h():
    return int('٣')


@deal.post(lambda r: r != 3)
def int_bool_str_089_f():
    return int('٣')
