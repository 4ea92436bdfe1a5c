"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


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
