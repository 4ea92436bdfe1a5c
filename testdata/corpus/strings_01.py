"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == 'a')
def str_ordering_015_h():
    return min('b', 'a', 'c')


@deal.post(lambda r: r == '')
def str_ordering_015_f():
    return min('b', 'a', 'c')


def str_ordering_016_h():
    r = max(['x', 'xy', 'w'])
    assert r == 'xy'


def str_ordering_016_f():
    r = max(['x', 'xy', 'w'])
    assert r == 'xy!'


@deal.post(lambda r: r == ['B', 'a', 'b', 'é'])
def str_ordering_017_h():
    return sorted(['b', 'a', 'B', 'é'])


@deal.post(lambda r: r != ['B', 'a', 'b', 'é'])
def str_ordering_017_f():
    return sorted(['b', 'a', 'B', 'é'])


def str_ordering_018_h():
    r = sorted('hello')
    assert r == ['e', 'h', 'l', 'l', 'o']


def str_ordering_018_f():
    r = sorted('hello')
    assert r == ['e', 'h', 'l', 'l', 'o', 0]


@deal.raises(TypeError)
def str_ordering_019_h():
    return 'a' < 1


@deal.raises(ValueError)
def str_ordering_019_f():
    return 'a' < 1


def str_ordering_020_h():
    r = 'a' == 1
    assert not r


def str_ordering_020_f():
    r = 'a' == 1
    assert r


@deal.post(lambda r: r)
def str_ordering_021_h():
    return ('a', 1) < ('a', 2)


@deal.post(lambda r: not r)
def str_ordering_021_f():
    return ('a', 1) < ('a', 2)


def str_ordering_022_h():
    r = ['b'] > ['a', 'z']
    assert r


def str_ordering_022_f():
    r = ['b'] > ['a', 'z']
    assert not r


@deal.post(lambda r: r)
def str_ordering_023_h():
    return '\U0001f600' > '\uffff'


@deal.post(lambda r: not r)
def str_ordering_023_f():
    return '\U0001f600' > '\uffff'


def str_ordering_024_h():
    r = '\uff21' > 'A'
    assert r


def str_ordering_024_f():
    r = '\uff21' > 'A'
    assert not r


@deal.post(lambda r: not r)
def str_ordering_025_h():
    return 'e\u0301' == 'é'


@deal.post(lambda r: r)
def str_ordering_025_f():
    return 'e\u0301' == 'é'


def str_ordering_026_h():
    r = 'a' * 3 < 'aab'
    assert r


def str_ordering_026_f():
    r = 'a' * 3 < 'aab'
    assert not r


@deal.post(lambda r: r == 'c')
def str_ordering_027_h():
    return max('abc')


@deal.post(lambda r: r == '')
def str_ordering_027_f():
    return max('abc')


def str_ordering_028_h():
    r = 'a' < 'a\x00'
    assert r


def str_ordering_028_f():
    r = 'a' < 'a\x00'
    assert not r


@deal.post(lambda r: r)
def str_ordering_029_h():
    return 'ÿ' < 'Ā'


@deal.post(lambda r: not r)
def str_ordering_029_f():
    return 'ÿ' < 'Ā'
