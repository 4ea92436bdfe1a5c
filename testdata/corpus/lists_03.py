"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: not r)
def lists_045_h():
    return any([])


@deal.post(lambda r: r)
def lists_045_f():
    return any([])


def lists_046_h():
    r = all([])
    assert r


def lists_046_f():
    r = all([])
    assert not r


@deal.post(lambda r: not r)
def lists_047_h():
    return all([1, 0])


@deal.post(lambda r: r)
def lists_047_f():
    return all([1, 0])


def lists_048_h():
    a = [1]
    b = a
    b.append(2)
    r = a
    assert r == [1, 2]


def lists_048_f():
    a = [1]
    b = a
    b.append(2)
    r = a
    assert r == [1, 2, 0]


@deal.post(lambda r: r == [1])
def lists_049_h():
    a = [1]
    b = a[:]
    b.append(2)
    return a


@deal.post(lambda r: r == [])
def lists_049_f():
    a = [1]
    b = a[:]
    b.append(2)
    return a


def lists_050_h():
    a = [1]
    b = a
    b += [3]
    r = a
    assert r == [1, 3]


def lists_050_f():
    a = [1]
    b = a
    b += [3]
    r = a
    assert r != [1, 3]


@deal.post(lambda r: r == [1])
def lists_051_h():
    a = [1]
    b = a
    b = b + [3]
    return a


@deal.post(lambda r: r == [])
def lists_051_f():
    a = [1]
    b = a
    b = b + [3]
    return a


def lists_052_h():
    a = [[0]] * 2
    a[0].append(1)
    r = a
    assert r == [[0, 1], [0, 1]]


def lists_052_f():
    a = [[0]] * 2
    a[0].append(1)
    r = a
    assert r == [[0, 1], [0, 1], 0]


@deal.post(lambda r: r == 2)
def lists_053_h():
    return len([1, [2, 3]])


@deal.post(lambda r: r != 2)
def lists_053_f():
    return len([1, [2, 3]])


@deal.raises(IndexError)
def lists_054_h():
    return [1, 2][5]


def lists_054_f():
    return [1, 2][5]


@deal.post(lambda r: r == 2)
def lists_055_h():
    return [1, 2][-1]


@deal.post(lambda r: r == 1)
def lists_055_f():
    return [1, 2][-1]


@deal.raises(IndexError)
def lists_056_h():
    return [1, 2][-3]


def lists_056_f():
    return [1, 2][-3]


@deal.post(lambda r: r == [9, 2])
def lists_057_h():
    xs = [1, 2]
    xs[0] = 9
    return xs


@deal.post(lambda r: r == [2])
def lists_057_f():
    xs = [1, 2]
    xs[0] = 9
    return xs


def lists_058_h():
    xs = [1, 2]
    del xs[0]
    r = xs
    assert r == [2]


def lists_058_f():
    xs = [1, 2]
    del xs[0]
    r = xs
    assert r == [2, 0]


@deal.post(lambda r: r == ['a', 'b', 'c'])
def lists_059_h():
    return list('abc')


@deal.post(lambda r: r != ['a', 'b', 'c'])
def lists_059_f():
    return list('abc')
