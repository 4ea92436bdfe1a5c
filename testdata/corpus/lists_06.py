"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.raises(ValueError)
def lists_090_h():
    a = [1, 2, 3, 4]
    a[::2] = [0]
    return a


def lists_090_f():
    a = [1, 2, 3, 4]
    a[::2] = [0]
    return a


@deal.post(lambda r: r == [1, 2, 13])
def lists_091_h():
    a = [1, 2, 3]
    a[-1] += 10
    return a


@deal.post(lambda r: r == [2, 13])
def lists_091_f():
    a = [1, 2, 3]
    a[-1] += 10
    return a


def lists_092_h():
    a = []
    a.insert(0, 1)
    a.insert(0, 2)
    r = a
    assert r == [2, 1]


def lists_092_f():
    a = []
    a.insert(0, 1)
    a.insert(0, 2)
    r = a
    assert r != [2, 1]


@deal.post(lambda r: r == [1, 1, 2])
def lists_093_h():
    a = [1, 2, 1, 2]
    a.remove(2)
    return a


@deal.post(lambda r: r == [1, 2])
def lists_093_f():
    a = [1, 2, 1, 2]
    a.remove(2)
    return a


def lists_094_h():
    a = [1, 2, 3]
    x = a.pop(-2)
    r = (a, x)
    assert r == ([1, 3], 2)


def lists_094_f():
    a = [1, 2, 3]
    x = a.pop(-2)
    r = (a, x)
    assert r == ([1, 3], 2, 0)


@deal.raises(IndexError)
def lists_095_h():
    a = [1, 2, 3]
    a.pop(-4)
    return a


@deal.raises(KeyError)
def lists_095_f():
    a = [1, 2, 3]
    a.pop(-4)
    return a


def lists_096_h():
    r = [1, 2, 3].index(3, 1)
    assert r == 2


def lists_096_f():
    r = [1, 2, 3].index(3, 1)
    assert r == 3


@deal.raises(ValueError)
def lists_097_h():
    return [1, 2, 3].index(1, 1)


@deal.raises(TypeError)
def lists_097_f():
    return [1, 2, 3].index(1, 1)


def lists_098_h():
    r = [1] * -1
    assert r == []


def lists_098_f():
    r = [1] * -1
    assert r != []


@deal.post(lambda r: r == [1, 2])
def lists_099_h():
    return [1, 2] * True


@deal.post(lambda r: r == [2])
def lists_099_f():
    return [1, 2] * True


def lists_100_h():
    r = [True] == [1]
    assert r


def lists_100_f():
    r = [True] == [1]
    assert not r


@deal.post(lambda r: r)
def lists_101_h():
    return [1, 2] == [1.0, 2.0]


@deal.post(lambda r: not r)
def lists_101_f():
    return [1, 2] == [1.0, 2.0]


def lists_102_h():
    r = [] == ()
    assert not r


def lists_102_f():
    r = [] == ()
    assert r


@deal.post(lambda r: r)
def lists_103_h():
    return [[1, 2], [3]] == [[1, 2], [3]]


@deal.post(lambda r: not r)
def lists_103_f():
    return [[1, 2], [3]] == [[1, 2], [3]]


def lists_104_h():
    r = [1, [2, [3]]] < [1, [2, [4]]]
    assert r


def lists_104_f():
    r = [1, [2, [3]]] < [1, [2, [4]]]
    assert not r
