"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == '0.0001')
def percent_format_017_h():
    return '%g' % 0.0001


@deal.post(lambda r: r != '0.0001')
def percent_format_017_f():
    return '%g' % 0.0001


def percent_format_018_h():
    r = '%g' % 1e-5
    assert r == '1e-05'


def percent_format_018_f():
    r = '%g' % 1e-5
    assert r == '1e-05!'


@deal.post(lambda r: r == '%')
def percent_format_019_h():
    return '%%' % ()


@deal.post(lambda r: r == '')
def percent_format_019_f():
    return '%%' % ()


def percent_format_020_h():
    r = '%d%%' % 50
    assert r == '50%'


def percent_format_020_f():
    r = '%d%%' % 50
    assert r != '50%'


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
