"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def lists_150_h():
    r = (1, 2, 1).index(1, 1)
    assert r == 2


def lists_150_f():
    r = (1, 2, 1).index(1, 1)
    assert r == 3


@deal.raises(ValueError)
def lists_151_h():
    return (1, 2, 1).index(1, 1, 2)


@deal.raises(TypeError)
def lists_151_f():
    return (1, 2, 1).index(1, 1, 2)


def lists_152_h():
    r = (1, 2).count(1.0)
    assert r == 1


def lists_152_f():
    r = (1, 2).count(1.0)
    assert r != 1


@deal.raises(TypeError)
def lists_153_h():
    return {'a': 1}.get('a', default=1)


@deal.raises(ValueError)
def lists_153_f():
    return {'a': 1}.get('a', default=1)


def lists_154_h():
    r = {'a': 1}.pop('b', None)
    assert r == None


def lists_154_f():
    r = {'a': 1}.pop('b', None)
    assert r == 0


@deal.post(lambda r: r == ({'a': None}, None))
def lists_155_h():
    d = {}
    v = d.setdefault('a')
    return (d, v)


@deal.post(lambda r: r != ({'a': None}, None))
def lists_155_f():
    d = {}
    v = d.setdefault('a')
    return (d, v)


def lists_156_h():
    r = list(range(10))[-3:-1]
    assert r == [7, 8]


def lists_156_f():
    r = list(range(10))[-3:-1]
    assert r == [7, 8, 0]


@deal.post(lambda r: r == 2)
def lists_157_h():
    return range(3)[-1]


@deal.post(lambda r: r == 1)
def lists_157_f():
    return range(3)[-1]


def lists_158_h():
    r = list(range(5, 0, -2))
    assert r == [5, 3, 1]


def lists_158_f():
    r = list(range(5, 0, -2))
    assert r != [5, 3, 1]
