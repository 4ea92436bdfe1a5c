"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def percent_format_006_h():
    r = '%5d' % 42
    assert r == '   42'


def percent_format_006_f():
    r = '%5d' % 42
    assert r == '   42!'


@deal.post(lambda r: r == '42   |')
def percent_format_007_h():
    return '%-5d|' % 42


@deal.post(lambda r: r == '2   |')
def percent_format_007_f():
    return '%-5d|' % 42


def percent_format_008_h():
    r = '%05d' % -42
    assert r == '-0042'


def percent_format_008_f():
    r = '%05d' % -42
    assert r != '-0042'


@deal.post(lambda r: r == 'ff')
def percent_format_009_h():
    return '%x' % 255


@deal.post(lambda r: r == 'f')
def percent_format_009_f():
    return '%x' % 255


def percent_format_010_h():
    r = '%X' % 255
    assert r == 'FF'


def percent_format_010_f():
    r = '%X' % 255
    assert r == 'FF!'


@deal.post(lambda r: r == '10')
def percent_format_011_h():
    return '%o' % 8


@deal.post(lambda r: r != '10')
def percent_format_011_f():
    return '%o' % 8


def percent_format_012_h():
    r = '%.2f' % 3.14159
    assert r == '3.14'


def percent_format_012_f():
    r = '%.2f' % 3.14159
    assert r == '3.14!'


@deal.post(lambda r: r == '2')
def percent_format_013_h():
    return '%.0f' % 2.5


@deal.post(lambda r: r == '')
def percent_format_013_f():
    return '%.0f' % 2.5


def percent_format_014_h():
    r = '%.0f' % 3.5
    assert r == '4'


def percent_format_014_f():
    r = '%.0f' % 3.5
    assert r != '4'


@deal.post(lambda r: r == 'inf')
def percent_format_015_h():
    return '%f' % math.inf


@deal.post(lambda r: r == 'nf')
def percent_format_015_f():
    return '%f' % math.inf


def percent_format_016_h():
    r = '%e' % 12345.678
    assert r == '1.234568e+04'


def percent_format_016_f():
    r = '%e' % 12345.678
    assert r == '1.234568e+04!'


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
