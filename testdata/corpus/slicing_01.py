"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == 'é')
def slicing_015_h():
    return 'héllo'[1:2]


@deal.post(lambda r: r == '')
def slicing_015_f():
    return 'héllo'[1:2]


def slicing_016_h():
    r = 'abcdef'[::3]
    assert r == 'ad'


def slicing_016_f():
    r = 'abcdef'[::3]
    assert r == 'ad!'


@deal.post(lambda r: r == '')
def slicing_017_h():
    return 'abc'[5:]


@deal.post(lambda r: r != '')
def slicing_017_f():
    return 'abc'[5:]


def slicing_018_h():
    r = 'abc'[::-2]
    assert r == 'ca'


def slicing_018_f():
    r = 'abc'[::-2]
    assert r == 'ca!'


@deal.post(lambda r: r == [2, 3, 1])
def slicing_019_h():
    return [1, 2, 3][1:] + [1, 2, 3][:1]


@deal.post(lambda r: r == [3, 1])
def slicing_019_f():
    return [1, 2, 3][1:] + [1, 2, 3][:1]


def slicing_020_h():
    xs = [1, 2, 3, 4]
    xs[1:3] = [9]
    r = xs
    assert r == [1, 9, 4]


def slicing_020_f():
    xs = [1, 2, 3, 4]
    xs[1:3] = [9]
    r = xs
    assert r != [1, 9, 4]


@deal.post(lambda r: r == [2, 4])
def slicing_021_h():
    xs = [1, 2, 3, 4]
    del xs[::2]
    return xs


@deal.post(lambda r: r == [4])
def slicing_021_f():
    xs = [1, 2, 3, 4]
    del xs[::2]
    return xs


@deal.raises(ValueError)
def slicing_022_h():
    xs = [1, 2, 3, 4]
    xs[::2] = [7]
    return xs


def slicing_022_f():
    xs = [1, 2, 3, 4]
    xs[::2] = [7]
    return xs


@deal.post(lambda r: r == [7, 2, 8, 4])
def slicing_023_h():
    xs = [1, 2, 3, 4]
    xs[::2] = [7, 8]
    return xs


@deal.post(lambda r: r != [7, 2, 8, 4])
def slicing_023_f():
    xs = [1, 2, 3, 4]
    xs[::2] = [7, 8]
    return xs


def slicing_024_h():
    xs = [1, 2, 3]
    ys = xs[:]
    ys[0] = 9
    r = xs
    assert r == [1, 2, 3]


def slicing_024_f():
    xs = [1, 2, 3]
    ys = xs[:]
    ys[0] = 9
    r = xs
    assert r == [1, 2, 3, 0]


@deal.post(lambda r: r == [5, 4, 3])
def slicing_025_h():
    return [1, 2, 3, 4, 5][-1:-4:-1]


@deal.post(lambda r: r == [4, 3])
def slicing_025_f():
    return [1, 2, 3, 4, 5][-1:-4:-1]


def slicing_026_h():
    r = [1, 2, 3, 4, 5][4:-6:-2]
    assert r == [5, 3, 1]


def slicing_026_f():
    r = [1, 2, 3, 4, 5][4:-6:-2]
    assert r != [5, 3, 1]


@deal.post(lambda r: r)
def slicing_027_h():
    return [1, 2, 3][1:2] == [2]


@deal.post(lambda r: not r)
def slicing_027_f():
    return [1, 2, 3][1:2] == [2]


def slicing_028_h():
    r = 'abc'[1:1] == ''
    assert r


def slicing_028_f():
    r = 'abc'[1:1] == ''
    assert not r


@deal.post(lambda r: r == [2, 5, 8])
def slicing_029_h():
    return list(range(10))[2:9:3]


@deal.post(lambda r: r != [2, 5, 8])
def slicing_029_f():
    return list(range(10))[2:9:3]
