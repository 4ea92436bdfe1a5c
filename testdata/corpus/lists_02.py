"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def lists_030_h():
    xs = [3, 1, 2]
    xs.sort(reverse=True)
    r = xs
    assert r == [3, 2, 1]


def lists_030_f():
    xs = [3, 1, 2]
    xs.sort(reverse=True)
    r = xs
    assert r == [3, 2, 1, 0]


@deal.post(lambda r: r == ['a', 'bb', 'ccc'])
def lists_031_h():
    xs = ['bb', 'a', 'ccc']
    xs.sort(key=len)
    return xs


@deal.post(lambda r: r == ['bb', 'ccc'])
def lists_031_f():
    xs = ['bb', 'a', 'ccc']
    xs.sort(key=len)
    return xs


def lists_032_h():
    xs = [3, 1, 2]
    ys = sorted(xs)
    r = (xs, ys)
    assert r == ([3, 1, 2], [1, 2, 3])


def lists_032_f():
    xs = [3, 1, 2]
    ys = sorted(xs)
    r = (xs, ys)
    assert r != ([3, 1, 2], [1, 2, 3])


@deal.post(lambda r: r == [3, 2, 1])
def lists_033_h():
    return sorted([3, 1, 2], reverse=True)


@deal.post(lambda r: r == [2, 1])
def lists_033_f():
    return sorted([3, 1, 2], reverse=True)


def lists_034_h():
    r = sorted(['b', 'A', 'a'])
    assert r == ['A', 'a', 'b']


def lists_034_f():
    r = sorted(['b', 'A', 'a'])
    assert r == ['A', 'a', 'b', 0]


@deal.raises(TypeError)
def lists_035_h():
    return sorted([1, 'a'])


@deal.raises(ValueError)
def lists_035_f():
    return sorted([1, 'a'])


def lists_036_h():
    r = list(reversed([1, 2, 3]))
    assert r == [3, 2, 1]


def lists_036_f():
    r = list(reversed([1, 2, 3]))
    assert r == [3, 2, 1, 0]


@deal.post(lambda r: r == 1)
def lists_037_h():
    return min([3, 1, 2])


@deal.post(lambda r: r == 0)
def lists_037_f():
    return min([3, 1, 2])


def lists_038_h():
    r = max([3, 1, 2])
    assert r == 3


def lists_038_f():
    r = max([3, 1, 2])
    assert r != 3


@deal.raises(ValueError)
def lists_039_h():
    return min([])


@deal.raises(TypeError)
def lists_039_f():
    return min([])


def lists_040_h():
    r = sum([1, 2, 3])
    assert r == 6


def lists_040_f():
    r = sum([1, 2, 3])
    assert r == 7


@deal.post(lambda r: r == 0)
def lists_041_h():
    return sum([])


@deal.post(lambda r: r != 0)
def lists_041_f():
    return sum([])


def lists_042_h():
    r = sum([0.1] * 10)
    assert r == 0.9999999999999999


def lists_042_f():
    r = sum([0.1] * 10)
    assert r == 1.0


@deal.post(lambda r: not r)
def lists_043_h():
    return sum([0.1] * 10) == 1.0


@deal.post(lambda r: r)
def lists_043_f():
    return sum([0.1] * 10) == 1.0


def lists_044_h():
    r = any([0, 0, 1])
    assert r


def lists_044_f():
    r = any([0, 0, 1])
    assert not r
