"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def slicing_060_h():
    r = [1, 2, 3][-3:][0]
    assert r == 1


def slicing_060_f():
    r = [1, 2, 3][-3:][0]
    assert r == 2


@deal.post(lambda r: r == [2, 4])
def slicing_061_h():
    return [1, 2, 3, 4, 5][1:-1:2]


@deal.post(lambda r: r == [4])
def slicing_061_f():
    return [1, 2, 3, 4, 5][1:-1:2]


def slicing_062_h():
    r = [1, 2, 3, 4, 5][-1:1:-2]
    assert r == [5, 3]


def slicing_062_f():
    r = [1, 2, 3, 4, 5][-1:1:-2]
    assert r != [5, 3]


@deal.post(lambda r: r == (3,))
def slicing_063_h():
    return (1, 2, 3)[5:1:-1]


@deal.post(lambda r: r == (3, 0))
def slicing_063_f():
    return (1, 2, 3)[5:1:-1]


def slicing_064_h():
    r = 'abcdef'[4:1:-2]
    assert r == 'ec'


def slicing_064_f():
    r = 'abcdef'[4:1:-2]
    assert r == 'ec!'


@deal.post(lambda r: r == [9, 6, 3, 0])
def slicing_065_h():
    return list(range(10))[::3][::-1]


@deal.post(lambda r: r != [9, 6, 3, 0])
def slicing_065_f():
    return list(range(10))[::3][::-1]


def slicing_066_h():
    r = [[1, 2], [3]][0][1:]
    assert r == [2]


def slicing_066_f():
    r = [[1, 2], [3]][0][1:]
    assert r == [2, 0]


@deal.post(lambda r: r == '')
def slicing_067_h():
    return 'abc'[1:][1:][1:]


@deal.post(lambda r: r == '?')
def slicing_067_f():
    return 'abc'[1:][1:][1:]


def slicing_068_h():
    r = 'abc'[:-1:-1]
    assert r == ''


def slicing_068_f():
    r = 'abc'[:-1:-1]
    assert r != ''
