"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def int_bool_str_120_h():
    r = f'{True}'
    assert r == 'True'


def int_bool_str_120_f():
    r = f'{True}'
    assert r == 'True!'


@deal.post(lambda r: r == '00003')
def int_bool_str_121_h():
    return f'{3:05d}'


@deal.post(lambda r: r == '0003')
def int_bool_str_121_f():
    return f'{3:05d}'


def int_bool_str_122_h():
    r = f'{2.5:.0f}'
    assert r == '2'


def int_bool_str_122_f():
    r = f'{2.5:.0f}'
    assert r != '2'


@deal.post(lambda r: r == '100000000000000000000')
def int_bool_str_123_h():
    return f'{10 ** 20}'


@deal.post(lambda r: r == '00000000000000000000')
def int_bool_str_123_f():
    return f'{10 ** 20}'


def int_bool_str_124_h():
    r = f'{None}'
    assert r == 'None'


def int_bool_str_124_f():
    r = f'{None}'
    assert r == 'None!'


@deal.post(lambda r: r)
def int_bool_str_125_h():
    return f'{1}{2}' == '12'


@deal.post(lambda r: not r)
def int_bool_str_125_f():
    return f'{1}{2}' == '12'


def int_bool_str_126_h():
    r = f'{-5:+d}'
    assert r == '-5'


def int_bool_str_126_f():
    r = f'{-5:+d}'
    assert r == '-5!'


@deal.post(lambda r: r == 'ff')
def int_bool_str_127_h():
    return f'{255:x}'


@deal.post(lambda r: r == 'f')
def int_bool_str_127_f():
    return f'{255:x}'


def int_bool_str_128_h():
    r = f'{0.1 + 0.2}'
    assert r == '0.30000000000000004'


def int_bool_str_128_f():
    r = f'{0.1 + 0.2}'
    assert r != '0.30000000000000004'


@deal.post(lambda r: r == '1-1')
def int_bool_str_129_h():
    return str(1) + str(-1)


@deal.post(lambda r: r == '-1')
def int_bool_str_129_f():
    return str(1) + str(-1)


def int_bool_str_130_h():
    r = str(2 ** 64)
    assert r == '18446744073709551616'


def int_bool_str_130_f():
    r = str(2 ** 64)
    assert r == '18446744073709551616!'


@deal.post(lambda r: r == '100000000000000000000')
def int_bool_str_131_h():
    return repr(10 ** 20)


@deal.post(lambda r: r != '100000000000000000000')
def int_bool_str_131_f():
    return repr(10 ** 20)


def int_bool_str_132_h():
    r = str(True + True)
    assert r == '2'


def int_bool_str_132_f():
    r = str(True + True)
    assert r == '2!'


@deal.post(lambda r: r == '77')
def int_bool_str_133_h():
    return '%d' % 7 + str(7)


@deal.post(lambda r: r == '7')
def int_bool_str_133_f():
    return '%d' % 7 + str(7)


def int_bool_str_134_h():
    r = str(0) == '0'
    assert r


def int_bool_str_134_f():
    r = str(0) == '0'
    assert not r
