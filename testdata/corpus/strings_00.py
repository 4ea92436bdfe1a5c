"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def str_ordering_000_h():
    r = 'abc' < 'abd'
    assert r


def str_ordering_000_f():
    r = 'abc' < 'abd'
    assert not r


@deal.post(lambda r: not r)
def str_ordering_001_h():
    return 'abc' < 'ab'


@deal.post(lambda r: r)
def str_ordering_001_f():
    return 'abc' < 'ab'


def str_ordering_002_h():
    r = '' < 'a'
    assert r


def str_ordering_002_f():
    r = '' < 'a'
    assert not r


@deal.post(lambda r: r)
def str_ordering_003_h():
    return 'B' < 'a'


@deal.post(lambda r: not r)
def str_ordering_003_f():
    return 'B' < 'a'


def str_ordering_004_h():
    r = 'a' < 'B'
    assert not r


def str_ordering_004_f():
    r = 'a' < 'B'
    assert r


@deal.post(lambda r: r)
def str_ordering_005_h():
    return 'é' > 'z'


@deal.post(lambda r: not r)
def str_ordering_005_f():
    return 'é' > 'z'


def str_ordering_006_h():
    r = 'Z' < 'a'
    assert r


def str_ordering_006_f():
    r = 'Z' < 'a'
    assert not r


@deal.post(lambda r: r)
def str_ordering_007_h():
    return '10' < '9'


@deal.post(lambda r: not r)
def str_ordering_007_f():
    return '10' < '9'


def str_ordering_008_h():
    r = 'apple' <= 'apple'
    assert r


def str_ordering_008_f():
    r = 'apple' <= 'apple'
    assert not r


@deal.post(lambda r: not r)
def str_ordering_009_h():
    return 'apple' >= 'apples'


@deal.post(lambda r: r)
def str_ordering_009_f():
    return 'apple' >= 'apples'


def str_ordering_010_h():
    r = '日本' > '中国'
    assert r


def str_ordering_010_f():
    r = '日本' > '中国'
    assert not r


@deal.post(lambda r: not r)
def str_ordering_011_h():
    return '\x00' < ''


@deal.post(lambda r: r)
def str_ordering_011_f():
    return '\x00' < ''


def str_ordering_012_h():
    r = 'a\x00' > 'a'
    assert r


def str_ordering_012_f():
    r = 'a\x00' > 'a'
    assert not r


@deal.post(lambda r: not r)
def str_ordering_013_h():
    return 'ß' < 'ss'


@deal.post(lambda r: r)
def str_ordering_013_f():
    return 'ß' < 'ss'


def str_ordering_014_h():
    r = 'abc' > 'ABC'
    assert r


def str_ordering_014_f():
    r = 'abc' > 'ABC'
    assert not r
