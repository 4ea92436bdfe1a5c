"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import re


@deal.post(lambda r: r)
def re_015_h():
    return re.fullmatch('\\d+', '12') is not None


@deal.post(lambda r: not r)
def re_015_f():
    return re.fullmatch('\\d+', '12') is not None


def re_016_h():
    r = re.fullmatch('\\w+', 'héllo') is not None
    assert r


def re_016_f():
    r = re.fullmatch('\\w+', 'héllo') is not None
    assert not r


@deal.post(lambda r: r)
def re_017_h():
    return re.fullmatch('[^0-9]*', 'abc') is not None


@deal.post(lambda r: not r)
def re_017_f():
    return re.fullmatch('[^0-9]*', 'abc') is not None


def re_018_h():
    r = re.fullmatch('.', '\n') is not None
    assert not r


def re_018_f():
    r = re.fullmatch('.', '\n') is not None
    assert r


@deal.post(lambda r: r)
def re_019_h():
    return re.fullmatch('a?b', 'b') is not None


@deal.post(lambda r: not r)
def re_019_f():
    return re.fullmatch('a?b', 'b') is not None


def re_020_h():
    r = bool(re.compile('x+').fullmatch('xx'))
    assert r


def re_020_f():
    r = bool(re.compile('x+').fullmatch('xx'))
    assert not r


@deal.post(lambda r: not r)
def re_021_h():
    return bool(re.compile('x+').fullmatch('xy'))


@deal.post(lambda r: r)
def re_021_f():
    return bool(re.compile('x+').fullmatch('xy'))


def re_022_h():
    r = re.match('', 'abc') is not None
    assert r


def re_022_f():
    r = re.match('', 'abc') is not None
    assert not r


@deal.post(lambda r: r)
def re_023_h():
    return re.fullmatch('a|ab', 'ab') is not None


@deal.post(lambda r: not r)
def re_023_f():
    return re.fullmatch('a|ab', 'ab') is not None


def re_024_h():
    r = re.match('a|ab', 'ab').group()
    assert r == 'a'


def re_024_f():
    r = re.match('a|ab', 'ab').group()
    assert r == 'a!'


@deal.post(lambda r: r == ['a', 'a', 'a'])
def re_025_h():
    return re.findall('a', 'banana')


@deal.post(lambda r: r == ['a', 'a'])
def re_025_f():
    return re.findall('a', 'banana')


def re_026_h():
    r = re.sub('a', 'o', 'banana')
    assert r == 'bonono'


def re_026_f():
    r = re.sub('a', 'o', 'banana')
    assert r != 'bonono'


@deal.post(lambda r: r == ['a', 'b'])
def re_027_h():
    return re.split(',', 'a,b')


@deal.post(lambda r: r == ['b'])
def re_027_f():
    return re.split(',', 'a,b')


@deal.raises(re.error)
def re_028_h():
    return re.fullmatch('(', 'x')


def re_028_f():
    return re.fullmatch('(', 'x')


@deal.post(lambda r: r)
def re_029_h():
    return re.fullmatch('\\s*', ' \t') is not None


@deal.post(lambda r: not r)
def re_029_f():
    return re.fullmatch('\\s*', ' \t') is not None
