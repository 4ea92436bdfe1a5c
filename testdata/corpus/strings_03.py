"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r)
def str_ordering_045_h():
    return 'abc' >= 'abc'


@deal.post(lambda r: not r)
def str_ordering_045_f():
    return 'abc' >= 'abc'


def str_ordering_046_h():
    r = 'abc' > 'abc'
    assert not r


def str_ordering_046_f():
    r = 'abc' > 'abc'
    assert r


@deal.post(lambda r: r)
def str_ordering_047_h():
    return 'é' < 'ê'


@deal.post(lambda r: not r)
def str_ordering_047_f():
    return 'é' < 'ê'


def str_ordering_048_h():
    r = '\x7f' < '\x80'
    assert r


def str_ordering_048_f():
    r = '\x7f' < '\x80'
    assert not r


@deal.post(lambda r: r)
def str_ordering_049_h():
    return '~' < '\x7f'


@deal.post(lambda r: not r)
def str_ordering_049_f():
    return '~' < '\x7f'


def str_ordering_050_h():
    r = 'a' * 100 < 'a' * 99 + 'b'
    assert r


def str_ordering_050_f():
    r = 'a' * 100 < 'a' * 99 + 'b'
    assert not r


@deal.post(lambda r: r)
def str_ordering_051_h():
    return 'a' * 100 > 'a' * 99


@deal.post(lambda r: not r)
def str_ordering_051_f():
    return 'a' * 100 > 'a' * 99


def str_ordering_052_h():
    r = not 'b' < 'a'
    assert r


def str_ordering_052_f():
    r = not 'b' < 'a'
    assert not r


@deal.post(lambda r: not r)
def str_ordering_053_h():
    return ('é' < 'z') == ('e' < 'z')


@deal.post(lambda r: r)
def str_ordering_053_f():
    return ('é' < 'z') == ('e' < 'z')


def percent_format_000_h():
    r = '%d' % 42
    assert r == '42'


def percent_format_000_f():
    r = '%d' % 42
    assert r == '42!'


@deal.post(lambda r: r == '-7')
def percent_format_001_h():
    return '%d' % -7


@deal.post(lambda r: r == '7')
def percent_format_001_f():
    return '%d' % -7


def percent_format_002_h():
    r = '%d' % 3.9
    assert r == '3'


def percent_format_002_f():
    r = '%d' % 3.9
    assert r != '3'


@deal.post(lambda r: r == 'x')
def percent_format_003_h():
    return '%s' % 'x'


@deal.post(lambda r: r == '')
def percent_format_003_f():
    return '%s' % 'x'


def percent_format_004_h():
    r = '%s-%s' % (1, 2)
    assert r == '1-2'


def percent_format_004_f():
    r = '%s-%s' % (1, 2)
    assert r == '1-2!'


@deal.post(lambda r: r == "'a'")
def percent_format_005_h():
    return '%r' % 'a'


@deal.post(lambda r: r != "'a'")
def percent_format_005_f():
    return '%r' % 'a'
