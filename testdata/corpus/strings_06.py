"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def percent_format_036_h():
    r = '%s' % 1e16
    assert r == '1e+16'


def percent_format_036_f():
    r = '%s' % 1e16
    assert r == '1e+16!'


@deal.post(lambda r: r == '0.1')
def percent_format_037_h():
    return '%s' % 0.1


@deal.post(lambda r: r == '.1')
def percent_format_037_f():
    return '%s' % 0.1


def percent_format_038_h():
    r = '%s' % 1e22
    assert r == '1e+22'


def percent_format_038_f():
    r = '%s' % 1e22
    assert r != '1e+22'


@deal.post(lambda r: r == '1000000000000000.0')
def percent_format_039_h():
    return '%s' % 1e15


@deal.post(lambda r: r == '000000000000000.0')
def percent_format_039_f():
    return '%s' % 1e15


def percent_format_040_h():
    r = '%s' % 1e-05
    assert r == '1e-05'


def percent_format_040_f():
    r = '%s' % 1e-05
    assert r == '1e-05!'


@deal.post(lambda r: r == '0.0001')
def percent_format_041_h():
    return '%s' % 0.0001


@deal.post(lambda r: r != '0.0001')
def percent_format_041_f():
    return '%s' % 0.0001


def percent_format_042_h():
    r = '%s' % 123456789012345678.0
    assert r == '1.2345678901234568e+17'


def percent_format_042_f():
    r = '%s' % 123456789012345678.0
    assert r == '1.2345678901234568e+17!'


@deal.post(lambda r: r == 'inf')
def percent_format_043_h():
    return '%s' % math.inf


@deal.post(lambda r: r == 'nf')
def percent_format_043_f():
    return '%s' % math.inf


def percent_format_044_h():
    r = '%s' % math.nan
    assert r == 'nan'


def percent_format_044_f():
    r = '%s' % math.nan
    assert r != 'nan'


@deal.post(lambda r: r == '5e-324')
def percent_format_045_h():
    return '%s' % 5e-324


@deal.post(lambda r: r == 'e-324')
def percent_format_045_f():
    return '%s' % 5e-324


def percent_format_046_h():
    r = '%s' % True
    assert r == 'True'


def percent_format_046_f():
    r = '%s' % True
    assert r == 'True!'


@deal.post(lambda r: r == '1')
def percent_format_047_h():
    return '%d' % True


@deal.post(lambda r: r != '1')
def percent_format_047_f():
    return '%d' % True


def percent_format_048_h():
    r = '%i' % False
    assert r == '0'


def percent_format_048_f():
    r = '%i' % False
    assert r == '0!'


@deal.post(lambda r: r == '1')
def percent_format_049_h():
    return '%s' % (1,)


@deal.post(lambda r: r == '')
def percent_format_049_f():
    return '%s' % (1,)


def percent_format_050_h():
    r = '%s' % ((1,),)
    assert r == '(1,)'


def percent_format_050_f():
    r = '%s' % ((1,),)
    assert r != '(1,)'
