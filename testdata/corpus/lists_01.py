"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.raises(ValueError)
def lists_015_h():
    return [1, 2, 3].index(9)


@deal.raises(TypeError)
def lists_015_f():
    return [1, 2, 3].index(9)


def lists_016_h():
    r = [1, 2, 1, 1].count(1)
    assert r == 3


def lists_016_f():
    r = [1, 2, 1, 1].count(1)
    assert r == 4


@deal.post(lambda r: r == [1, 2])
def lists_017_h():
    xs = [1]
    xs.append(2)
    return xs


@deal.post(lambda r: r != [1, 2])
def lists_017_f():
    xs = [1]
    xs.append(2)
    return xs


def lists_018_h():
    xs = [1]
    xs.extend([2, 3])
    r = xs
    assert r == [1, 2, 3]


def lists_018_f():
    xs = [1]
    xs.extend([2, 3])
    r = xs
    assert r == [1, 2, 3, 0]


@deal.post(lambda r: r == [1, 2, 3])
def lists_019_h():
    xs = [1, 3]
    xs.insert(1, 2)
    return xs


@deal.post(lambda r: r == [2, 3])
def lists_019_f():
    xs = [1, 3]
    xs.insert(1, 2)
    return xs


def lists_020_h():
    xs = [1, 3]
    xs.insert(-100, 0)
    r = xs
    assert r == [0, 1, 3]


def lists_020_f():
    xs = [1, 3]
    xs.insert(-100, 0)
    r = xs
    assert r != [0, 1, 3]


@deal.post(lambda r: r == [1, 3, 9])
def lists_021_h():
    xs = [1, 3]
    xs.insert(100, 9)
    return xs


@deal.post(lambda r: r == [3, 9])
def lists_021_f():
    xs = [1, 3]
    xs.insert(100, 9)
    return xs


def lists_022_h():
    xs = [1, 2, 3]
    y = xs.pop()
    r = (xs, y)
    assert r == ([1, 2], 3)


def lists_022_f():
    xs = [1, 2, 3]
    y = xs.pop()
    r = (xs, y)
    assert r == ([1, 2], 3, 0)


@deal.post(lambda r: r == ([2, 3], 1))
def lists_023_h():
    xs = [1, 2, 3]
    y = xs.pop(0)
    return (xs, y)


@deal.post(lambda r: r != ([2, 3], 1))
def lists_023_f():
    xs = [1, 2, 3]
    y = xs.pop(0)
    return (xs, y)


@deal.raises(IndexError)
def lists_024_h():
    xs = []
    xs.pop()
    return xs


def lists_024_f():
    xs = []
    xs.pop()
    return xs


@deal.raises(IndexError)
def lists_025_h():
    xs = [1, 2]
    xs.pop(5)
    return xs


@deal.raises(KeyError)
def lists_025_f():
    xs = [1, 2]
    xs.pop(5)
    return xs


def lists_026_h():
    xs = [1, 2, 1]
    xs.remove(1)
    r = xs
    assert r == [2, 1]


def lists_026_f():
    xs = [1, 2, 1]
    xs.remove(1)
    r = xs
    assert r != [2, 1]


@deal.raises(ValueError)
def lists_027_h():
    xs = [1, 2]
    xs.remove(3)
    return xs


@deal.raises(TypeError)
def lists_027_f():
    xs = [1, 2]
    xs.remove(3)
    return xs


def lists_028_h():
    xs = [1, 2, 3]
    xs.reverse()
    r = xs
    assert r == [3, 2, 1]


def lists_028_f():
    xs = [1, 2, 3]
    xs.reverse()
    r = xs
    assert r == [3, 2, 1, 0]


@deal.post(lambda r: r == [1, 2, 3])
def lists_029_h():
    xs = [3, 1, 2]
    xs.sort()
    return xs


@deal.post(lambda r: r != [1, 2, 3])
def lists_029_f():
    xs = [3, 1, 2]
    xs.sort()
    return xs
