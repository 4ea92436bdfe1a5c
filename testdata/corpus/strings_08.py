"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def percent_format_066_h():
    r = '%s' % 'a' * 2
    assert r == 'aa'


def percent_format_066_f():
    r = '%s' % 'a' * 2
    assert r == 'aa!'


@deal.post(lambda r: r == 'x')
def percent_format_067_h():
    return '%s' % ('%s' % 'x')


@deal.post(lambda r: r == '')
def percent_format_067_f():
    return '%s' % ('%s' % 'x')


def percent_format_068_h():
    r = '%d' % -0
    assert r == '0'


def percent_format_068_f():
    r = '%d' % -0
    assert r != '0'


@deal.post(lambda r: r == '0')
def percent_format_069_h():
    return '%s' % -0


@deal.post(lambda r: r == '')
def percent_format_069_f():
    return '%s' % -0


def percent_format_070_h():
    r = '%s' % 2 ** 0.5
    assert r == '1.4142135623730951'


def percent_format_070_f():
    r = '%s' % 2 ** 0.5
    assert r == '1.4142135623730951!'


@deal.post(lambda r: r == '0.30000000000000004')
def percent_format_071_h():
    return '%s' % (0.1 + 0.2)


@deal.post(lambda r: r != '0.30000000000000004')
def percent_format_071_f():
    return '%s' % (0.1 + 0.2)


def percent_format_072_h():
    r = '%s' % 1.0
    assert r == '1.0'


def percent_format_072_f():
    r = '%s' % 1.0
    assert r == '1.0!'


@deal.post(lambda r: r == '100.0')
def percent_format_073_h():
    return '%s' % 100.0


@deal.post(lambda r: r == '00.0')
def percent_format_073_f():
    return '%s' % 100.0


def percent_format_074_h():
    r = '%d' % 3.0
    assert r == '3'


def percent_format_074_f():
    r = '%d' % 3.0
    assert r != '3'
