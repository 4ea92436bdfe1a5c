"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == [(1, 'a'), (2, 'b')])
def lists_075_h():
    return list(zip([1, 2], 'ab'))


@deal.post(lambda r: r == [(2, 'b')])
def lists_075_f():
    return list(zip([1, 2], 'ab'))


def lists_076_h():
    a = [1, 2]
    b = a
    a += [3]
    r = b
    assert r == [1, 2, 3]


def lists_076_f():
    a = [1, 2]
    b = a
    a += [3]
    r = b
    assert r == [1, 2, 3, 0]


@deal.post(lambda r: r == [1, 2])
def lists_077_h():
    a = [1, 2]
    b = a
    a = a + [3]
    return b


@deal.post(lambda r: r != [1, 2])
def lists_077_f():
    a = [1, 2]
    b = a
    a = a + [3]
    return b


def lists_078_h():
    a = [[]] * 3
    a[0].append(1)
    r = a
    assert r == [[1], [1], [1]]


def lists_078_f():
    a = [[]] * 3
    a[0].append(1)
    r = a
    assert r == [[1], [1], [1], 0]


@deal.post(lambda r: r == [[1], [], []])
def lists_079_h():
    a = [[] for _ in range(3)]
    a[0].append(1)
    return a


@deal.post(lambda r: r == [[], []])
def lists_079_f():
    a = [[] for _ in range(3)]
    a[0].append(1)
    return a


def lists_080_h():
    a = [1, 2, 3]
    b = a
    b[:] = []
    r = a
    assert r == []


def lists_080_f():
    a = [1, 2, 3]
    b = a
    b[:] = []
    r = a
    assert r != []


@deal.post(lambda r: r == [1, 2, 3])
def lists_081_h():
    a = [1, 2, 3]
    b = a[:]
    b[:] = []
    return a


@deal.post(lambda r: r == [2, 3])
def lists_081_f():
    a = [1, 2, 3]
    b = a[:]
    b[:] = []
    return a


def lists_082_h():
    a = [3, 1, 2]
    b = a
    b.sort()
    r = a
    assert r == [1, 2, 3]


def lists_082_f():
    a = [3, 1, 2]
    b = a
    b.sort()
    r = a
    assert r == [1, 2, 3, 0]


@deal.post(lambda r: r == [3, 1, 2])
def lists_083_h():
    a = [3, 1, 2]
    b = sorted(a)
    b.append(0)
    return a


@deal.post(lambda r: r != [3, 1, 2])
def lists_083_f():
    a = [3, 1, 2]
    b = sorted(a)
    b.append(0)
    return a


def lists_084_h():
    a = [1, 2]
    b = a
    b *= 2
    r = a
    assert r == [1, 2, 1, 2]


def lists_084_f():
    a = [1, 2]
    b = a
    b *= 2
    r = a
    assert r == [1, 2, 1, 2, 0]


@deal.post(lambda r: r == [1, 2])
def lists_085_h():
    a = [1, 2]
    b = a
    b = b * 2
    return a


@deal.post(lambda r: r == [2])
def lists_085_f():
    a = [1, 2]
    b = a
    b = b * 2
    return a


def lists_086_h():
    a = [1]
    b = [a, a]
    a.append(2)
    r = b
    assert r == [[1, 2], [1, 2]]


def lists_086_f():
    a = [1]
    b = [a, a]
    a.append(2)
    r = b
    assert r != [[1, 2], [1, 2]]


@deal.post(lambda r: r == [1, 2])
def lists_087_h():
    a = [1, 2, 3]
    del a[-1]
    return a


@deal.post(lambda r: r == [2])
def lists_087_f():
    a = [1, 2, 3]
    del a[-1]
    return a


@deal.raises(IndexError)
def lists_088_h():
    a = [1, 2, 3]
    del a[5]
    return a


def lists_088_f():
    a = [1, 2, 3]
    del a[5]
    return a


@deal.post(lambda r: r == [1, 7, 8, 9, 3])
def lists_089_h():
    a = [1, 2, 3]
    a[1:2] = [7, 8, 9]
    return a


@deal.post(lambda r: r != [1, 7, 8, 9, 3])
def lists_089_f():
    a = [1, 2, 3]
    a[1:2] = [7, 8, 9]
    return a
