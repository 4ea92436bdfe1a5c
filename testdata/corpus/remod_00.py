"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import re


def re_000_h():
    r = re.fullmatch('a+', 'aaa') is not None
    assert r


def re_000_f():
    r = re.fullmatch('a+', 'aaa') is not None
    assert not r


@deal.post(lambda r: not r)
def re_001_h():
    return re.fullmatch('a+', 'aab') is not None


@deal.post(lambda r: r)
def re_001_f():
    return re.fullmatch('a+', 'aab') is not None


def re_002_h():
    r = re.match('a+', 'aab') is not None
    assert r


def re_002_f():
    r = re.match('a+', 'aab') is not None
    assert not r


@deal.post(lambda r: r)
def re_003_h():
    return re.match('b', 'ab') is None


@deal.post(lambda r: not r)
def re_003_f():
    return re.match('b', 'ab') is None


def re_004_h():
    r = re.search('b', 'ab') is not None
    assert r


def re_004_f():
    r = re.search('b', 'ab') is not None
    assert not r


@deal.post(lambda r: r)
def re_005_h():
    return re.fullmatch('[a-z]+@[a-z]+\\.com', 'bob@example.com') is not None


@deal.post(lambda r: not r)
def re_005_f():
    return re.fullmatch('[a-z]+@[a-z]+\\.com', 'bob@example.com') is not None


def re_006_h():
    r = re.fullmatch('[a-z]+@[a-z]+\\.com', 'bob@example.org') is not None
    assert not r


def re_006_f():
    r = re.fullmatch('[a-z]+@[a-z]+\\.com', 'bob@example.org') is not None
    assert r


@deal.post(lambda r: r)
def re_007_h():
    return re.fullmatch('(ab|cd)*', 'abcdab') is not None


@deal.post(lambda r: not r)
def re_007_f():
    return re.fullmatch('(ab|cd)*', 'abcdab') is not None


def re_008_h():
    r = re.fullmatch('(ab|cd)*', 'abc') is not None
    assert not r


def re_008_f():
    r = re.fullmatch('(ab|cd)*', 'abc') is not None
    assert r


@deal.post(lambda r: not r)
def re_009_h():
    return re.fullmatch('a{2,3}', 'aaaa') is not None


@deal.post(lambda r: r)
def re_009_f():
    return re.fullmatch('a{2,3}', 'aaaa') is not None


def re_010_h():
    r = re.fullmatch('a{2,3}', 'aaa') is not None
    assert r


def re_010_f():
    r = re.fullmatch('a{2,3}', 'aaa') is not None
    assert not r


@deal.post(lambda r: not r)
def re_011_h():
    return re.search('^b', 'ab') is not None


@deal.post(lambda r: r)
def re_011_f():
    return re.search('^b', 'ab') is not None


def re_012_h():
    r = re.search('a$', 'ba') is not None
    assert r


def re_012_f():
    r = re.search('a$', 'ba') is not None
    assert not r


@deal.post(lambda r: r)
def re_013_h():
    return re.search('a$', 'ba\n') is not None


@deal.post(lambda r: not r)
def re_013_f():
    return re.search('a$', 'ba\n') is not None


def re_014_h():
    r = re.fullmatch('\\d+', '١٢') is not None
    assert r


def re_014_f():
    r = re.fullmatch('\\d+', '١٢') is not None
    assert not r
