"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == '[1, 2]')
def percent_format_021_h():
    return '%s' % [1, 2]


@deal.post(lambda r: r == '1, 2]')
def percent_format_021_f():
    return '%s' % [1, 2]


@deal.raises(TypeError)
def percent_format_022_h():
    return '%d' % 'x'


def percent_format_022_f():
    return '%d' % 'x'


@deal.raises(TypeError)
def percent_format_023_h():
    return '%d %d' % (1,)


@deal.raises(ValueError)
def percent_format_023_f():
    return '%d %d' % (1,)


@deal.raises(TypeError)
def percent_format_024_h():
    return '%s' % (1, 2)


def percent_format_024_f():
    return '%s' % (1, 2)


@deal.post(lambda r: r == 'A')
def percent_format_025_h():
    return '%c' % 65


@deal.post(lambda r: r == '')
def percent_format_025_f():
    return '%c' % 65


def percent_format_026_h():
    r = '%(a)s' % {'a': 'é'}
    assert r == 'é'


def percent_format_026_f():
    r = '%(a)s' % {'a': 'é'}
    assert r != 'é'


@deal.post(lambda r: r == '+5')
def percent_format_027_h():
    return '%+d' % 5


@deal.post(lambda r: r == '5')
def percent_format_027_f():
    return '%+d' % 5


def percent_format_028_h():
    r = '% d' % 5
    assert r == ' 5'


def percent_format_028_f():
    r = '% d' % 5
    assert r == ' 5!'


@deal.post(lambda r: r == 'abc')
def percent_format_029_h():
    return '%.3s' % 'abcdef'


@deal.post(lambda r: r != 'abc')
def percent_format_029_f():
    return '%.3s' % 'abcdef'


def percent_format_030_h():
    r = '%s' % None
    assert r == 'None'


def percent_format_030_f():
    r = '%s' % None
    assert r == 'None!'


@deal.post(lambda r: r == '1')
def percent_format_031_h():
    return '%i' % True


@deal.post(lambda r: r == '')
def percent_format_031_f():
    return '%i' % True


def percent_format_032_h():
    r = '%.1f' % 0.05
    assert r == '0.1'


def percent_format_032_f():
    r = '%.1f' % 0.05
    assert r != '0.1'


@deal.post(lambda r: r == '0.2')
def percent_format_033_h():
    return '%.1f' % 0.25


@deal.post(lambda r: r == '.2')
def percent_format_033_f():
    return '%.1f' % 0.25


def percent_format_034_h():
    r = '%d' % 10 ** 20
    assert r == '100000000000000000000'


def percent_format_034_f():
    r = '%d' % 10 ** 20
    assert r == '100000000000000000000!'


@deal.post(lambda r: r == '-0.0')
def percent_format_035_h():
    return '%s' % -0.0


@deal.post(lambda r: r != '-0.0')
def percent_format_035_f():
    return '%s' % -0.0
