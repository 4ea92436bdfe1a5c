"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def lists_060_h():
    r = list(range(2, 8, 3))
    assert r == [2, 5]


def lists_060_f():
    r = list(range(2, 8, 3))
    assert r == [2, 5, 0]


@deal.post(lambda r: r == [2, 6])
def lists_061_h():
    return [x * 2 for x in [1, 2, 3] if x != 2]


@deal.post(lambda r: r == [6])
def lists_061_f():
    return [x * 2 for x in [1, 2, 3] if x != 2]


def lists_062_h():
    r = [1, 2].__len__()
    assert r == 2


def lists_062_f():
    r = [1, 2].__len__()
    assert r != 2


@deal.post(lambda r: r == [])
def lists_063_h():
    xs = [1, 2, 3]
    xs.clear()
    return xs


@deal.post(lambda r: r == [None])
def lists_063_f():
    xs = [1, 2, 3]
    xs.clear()
    return xs


def lists_064_h():
    r = [1, 2, 3].copy()
    assert r == [1, 2, 3]


def lists_064_f():
    r = [1, 2, 3].copy()
    assert r == [1, 2, 3, 0]


@deal.post(lambda r: not r)
def lists_065_h():
    return [1, 2] == (1, 2)


@deal.post(lambda r: r)
def lists_065_f():
    return [1, 2] == (1, 2)


@deal.raises(TypeError)
def lists_066_h():
    return [1] + (2,)


def lists_066_f():
    return [1] + (2,)


@deal.post(lambda r: r)
def lists_067_h():
    return [math.nan] == [math.nan]


@deal.post(lambda r: not r)
def lists_067_f():
    return [math.nan] == [math.nan]


def lists_068_h():
    x = math.nan
    r = [x] == [x]
    assert r


def lists_068_f():
    x = math.nan
    r = [x] == [x]
    assert not r


@deal.post(lambda r: not r)
def lists_069_h():
    return [float('nan')] == [float('nan')]


@deal.post(lambda r: r)
def lists_069_f():
    return [float('nan')] == [float('nan')]


def lists_070_h():
    r = [0.0] == [-0.0]
    assert r


def lists_070_f():
    r = [0.0] == [-0.0]
    assert not r


@deal.post(lambda r: not r)
def lists_071_h():
    return [1, 2] != [1, 2.0]


@deal.post(lambda r: r)
def lists_071_f():
    return [1, 2] != [1, 2.0]


def lists_072_h():
    r = max([[1], [0, 5]])
    assert r == [1]


def lists_072_f():
    r = max([[1], [0, 5]])
    assert r == [1, 0]


@deal.post(lambda r: r == [[1], [1, 9], [2]])
def lists_073_h():
    return sorted([[2], [1, 9], [1]])


@deal.post(lambda r: r == [[1, 9], [2]])
def lists_073_f():
    return sorted([[2], [1, 9], [1]])


def lists_074_h():
    xs = [4, 5]
    for i, x in enumerate(xs):
        xs[i] = x * 10
    r = xs
    assert r == [40, 50]


def lists_074_f():
    xs = [4, 5]
    for i, x in enumerate(xs):
        xs[i] = x * 10
    r = xs
    assert r != [40, 50]
