"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def slicing_030_h():
    r = 'abcdef'[-2:1:-1]
    assert r == 'edc'


def slicing_030_f():
    r = 'abcdef'[-2:1:-1]
    assert r == 'edc!'


@deal.post(lambda r: r == [1])
def slicing_031_h():
    return [0, 1][True:]


@deal.post(lambda r: r == [])
def slicing_031_f():
    return [0, 1][True:]


@deal.raises(TypeError)
def slicing_032_h():
    return 'ab'[1.0:]


def slicing_032_f():
    return 'ab'[1.0:]


@deal.raises(ValueError)
def slicing_033_h():
    a = [1, 2, 3]
    a[::2] = [9]
    return a


@deal.raises(TypeError)
def slicing_033_f():
    a = [1, 2, 3]
    a[::2] = [9]
    return a


def slicing_034_h():
    a = [1, 2, 3]
    del a[::-1]
    r = a
    assert r == []


def slicing_034_f():
    a = [1, 2, 3]
    del a[::-1]
    r = a
    assert r == [0]


@deal.post(lambda r: r == [1, 9, 2, 3])
def slicing_035_h():
    a = [1, 2, 3]
    a[1:1] = [9]
    return a


@deal.post(lambda r: r != [1, 9, 2, 3])
def slicing_035_f():
    a = [1, 2, 3]
    a[1:1] = [9]
    return a


def slicing_036_h():
    a = [1, 2, 3]
    a[5:] = [4]
    r = a
    assert r == [1, 2, 3, 4]


def slicing_036_f():
    a = [1, 2, 3]
    a[5:] = [4]
    r = a
    assert r == [1, 2, 3, 4, 0]


@deal.post(lambda r: r == [0, 1, 2, 3])
def slicing_037_h():
    a = [1, 2, 3]
    a[-100:0] = [0]
    return a


@deal.post(lambda r: r == [1, 2, 3])
def slicing_037_f():
    a = [1, 2, 3]
    a[-100:0] = [0]
    return a


def slicing_038_h():
    a = [1, 2, 3]
    a[::-1] = [7, 8, 9]
    r = a
    assert r == [9, 8, 7]


def slicing_038_f():
    a = [1, 2, 3]
    a[::-1] = [7, 8, 9]
    r = a
    assert r != [9, 8, 7]


@deal.post(lambda r: r == [1, 'x', 'y'])
def slicing_039_h():
    a = [1, 2, 3]
    a[1:] = 'xy'
    return a


@deal.post(lambda r: r == ['x', 'y'])
def slicing_039_f():
    a = [1, 2, 3]
    a[1:] = 'xy'
    return a


def slicing_040_h():
    a = [1, 2, 3]
    a[0:2] = []
    r = a
    assert r == [3]


def slicing_040_f():
    a = [1, 2, 3]
    a[0:2] = []
    r = a
    assert r == [3, 0]


@deal.post(lambda r: r == 'abc')
def slicing_041_h():
    return 'abc'[::-1][::-1]


@deal.post(lambda r: r != 'abc')
def slicing_041_f():
    return 'abc'[::-1][::-1]


def slicing_042_h():
    r = 'abc'[-4:]
    assert r == 'abc'


def slicing_042_f():
    r = 'abc'[-4:]
    assert r == 'abc!'


@deal.post(lambda r: r == [])
def slicing_043_h():
    return [1, 2, 3][-1:-2]


@deal.post(lambda r: r == [None])
def slicing_043_f():
    return [1, 2, 3][-1:-2]


def slicing_044_h():
    r = [1, 2, 3][2:0:-1]
    assert r == [3, 2]


def slicing_044_f():
    r = [1, 2, 3][2:0:-1]
    assert r != [3, 2]
