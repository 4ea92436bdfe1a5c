"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def lists_120_h():
    r = len([[]] * 3)
    assert r == 3


def lists_120_f():
    r = len([[]] * 3)
    assert r == 4


@deal.post(lambda r: r)
def lists_121_h():
    return [0] * 3 == [0, 0, 0]


@deal.post(lambda r: not r)
def lists_121_f():
    return [0] * 3 == [0, 0, 0]


def lists_122_h():
    a = [1, 2, 3]
    for x in a[:]:
        a.remove(x)
    r = a
    assert r == []


def lists_122_f():
    a = [1, 2, 3]
    for x in a[:]:
        a.remove(x)
    r = a
    assert r != []


@deal.post(lambda r: r == [])
def lists_123_h():
    a = [1, 2, 3]
    b = a
    a.clear()
    return b


@deal.post(lambda r: r == [None])
def lists_123_f():
    a = [1, 2, 3]
    b = a
    a.clear()
    return b


def lists_124_h():
    a = [1, 2]
    a.extend(a)
    r = a
    assert r == [1, 2, 1, 2]


def lists_124_f():
    a = [1, 2]
    a.extend(a)
    r = a
    assert r == [1, 2, 1, 2, 0]


@deal.post(lambda r: r == [1, 2, [1, 2]])
def lists_125_h():
    a = [1, 2]
    a.append(a[:])
    return a


@deal.post(lambda r: r != [1, 2, [1, 2]])
def lists_125_f():
    a = [1, 2]
    a.append(a[:])
    return a


def lists_126_h():
    a = [0] * 3
    a[1] = 5
    r = a
    assert r == [0, 5, 0]


def lists_126_f():
    a = [0] * 3
    a[1] = 5
    r = a
    assert r == [0, 5, 0, 0]


@deal.post(lambda r: r == 2)
def lists_127_h():
    return [1, 2, 1].index(1, -1)


@deal.post(lambda r: r == 1)
def lists_127_f():
    return [1, 2, 1].index(1, -1)


@deal.raises(ValueError)
def lists_128_h():
    return [1, 2, 1].index(1, 1, 2)


def lists_128_f():
    return [1, 2, 1].index(1, 1, 2)


@deal.raises(ValueError)
def lists_129_h():
    return [1, 2, 1].index(1, 5)


@deal.raises(TypeError)
def lists_129_f():
    return [1, 2, 1].index(1, 5)


def lists_130_h():
    r = [1, 2, 1].index(2, -100, 100)
    assert r == 1


def lists_130_f():
    r = [1, 2, 1].index(2, -100, 100)
    assert r == 2


@deal.post(lambda r: r == 2)
def lists_131_h():
    return [1, 2].pop(True)


@deal.post(lambda r: r != 2)
def lists_131_f():
    return [1, 2].pop(True)


def lists_132_h():
    r = [1, 2][True]
    assert r == 2


def lists_132_f():
    r = [1, 2][True]
    assert r == 3


@deal.raises(TypeError)
def lists_133_h():
    return [1, 2, 3][1.0]


@deal.raises(ValueError)
def lists_133_f():
    return [1, 2, 3][1.0]


@deal.raises(IndexError)
def lists_134_h():
    return [].pop(0)


def lists_134_f():
    return [].pop(0)
