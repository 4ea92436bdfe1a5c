"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.raises(ValueError)
def int_bool_str_105_h():
    return int('010', 0)


@deal.raises(TypeError)
def int_bool_str_105_f():
    return int('010', 0)


def int_bool_str_106_h():
    r = int('-0')
    assert r == 0


def int_bool_str_106_f():
    r = int('-0')
    assert r == 1


@deal.post(lambda r: r == 3)
def int_bool_str_107_h():
    return int('\u0663')


@deal.post(lambda r: r != 3)
def int_bool_str_107_f():
    return int('\u0663')


def int_bool_str_108_h():
    r = int('z', 36)
    assert r == 35


def int_bool_str_108_f():
    r = int('z', 36)
    assert r == 36


@deal.post(lambda r: r)
def int_bool_str_109_h():
    return bool('0')


@deal.post(lambda r: not r)
def int_bool_str_109_f():
    return bool('0')


@deal.raises(ValueError)
def int_bool_str_110_h():
    return int('')


def int_bool_str_110_f():
    return int('')


@deal.raises(ValueError)
def int_bool_str_111_h():
    return int(' ')


@deal.raises(TypeError)
def int_bool_str_111_f():
    return int(' ')


@deal.raises(ValueError)
def int_bool_str_112_h():
    return int('1 2')


def int_bool_str_112_f():
    return int('1 2')


@deal.raises(ValueError)
def int_bool_str_113_h():
    return int('__1')


@deal.raises(TypeError)
def int_bool_str_113_f():
    return int('__1')


@deal.raises(ValueError)
def int_bool_str_114_h():
    return int('1__0')


def int_bool_str_114_f():
    return int('1__0')


@deal.raises(ValueError)
def int_bool_str_115_h():
    return int('0b2', 0)


@deal.raises(TypeError)
def int_bool_str_115_f():
    return int('0b2', 0)


def int_bool_str_116_h():
    r = int('٣', 0)
    assert r == 3


def int_bool_str_116_f():
    r = int('٣', 0)
    assert r != 3


@deal.post(lambda r: r == '1')
def int_bool_str_117_h():
    return f'{1}'


@deal.post(lambda r: r == '')
def int_bool_str_117_f():
    return f'{1}'


def int_bool_str_118_h():
    r = f'{-0.0}'
    assert r == '-0.0'


def int_bool_str_118_f():
    r = f'{-0.0}'
    assert r == '-0.0!'


@deal.post(lambda r: r == '1e+16')
def int_bool_str_119_h():
    return f'{1e16}'


@deal.post(lambda r: r != '1e+16')
def int_bool_str_119_f():
    return f'{1e16}'
