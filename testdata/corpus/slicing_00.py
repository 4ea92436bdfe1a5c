"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def slicing_000_h():
    r = [1, 2, 3, 4][1:3]
    assert r == [2, 3]


def slicing_000_f():
    r = [1, 2, 3, 4][1:3]
    assert r == [2, 3, 0]


@deal.post(lambda r: r == [4, 3, 2, 1])
def slicing_001_h():
    return [1, 2, 3, 4][::-1]


@deal.post(lambda r: r == [3, 2, 1])
def slicing_001_f():
    return [1, 2, 3, 4][::-1]


def slicing_002_h():
    r = [1, 2, 3, 4][::2]
    assert r == [1, 3]


def slicing_002_f():
    r = [1, 2, 3, 4][::2]
    assert r != [1, 3]


@deal.post(lambda r: r == [3, 4])
def slicing_003_h():
    return [1, 2, 3, 4][-2:]


@deal.post(lambda r: r == [4])
def slicing_003_f():
    return [1, 2, 3, 4][-2:]


def slicing_004_h():
    r = [1, 2, 3, 4][5:]
    assert r == []


def slicing_004_f():
    r = [1, 2, 3, 4][5:]
    assert r == [0]


@deal.post(lambda r: r == [])
def slicing_005_h():
    return [1, 2, 3, 4][3:1]


@deal.post(lambda r: r != [])
def slicing_005_f():
    return [1, 2, 3, 4][3:1]


def slicing_006_h():
    r = [1, 2, 3, 4][3:1:-1]
    assert r == [4, 3]


def slicing_006_f():
    r = [1, 2, 3, 4][3:1:-1]
    assert r == [4, 3, 0]


@deal.post(lambda r: r == [4, 2])
def slicing_007_h():
    return [1, 2, 3, 4][::-2]


@deal.post(lambda r: r == [2])
def slicing_007_f():
    return [1, 2, 3, 4][::-2]


def slicing_008_h():
    r = [1, 2, 3, 4][-100:100]
    assert r == [1, 2, 3, 4]


def slicing_008_f():
    r = [1, 2, 3, 4][-100:100]
    assert r != [1, 2, 3, 4]


@deal.raises(ValueError)
def slicing_009_h():
    return [1, 2, 3][::0]


@deal.raises(TypeError)
def slicing_009_f():
    return [1, 2, 3][::0]


def slicing_010_h():
    r = (1, 2, 3, 4)[1:]
    assert r == (2, 3, 4)


def slicing_010_f():
    r = (1, 2, 3, 4)[1:]
    assert r == (2, 3, 4, 0)


@deal.post(lambda r: r == (3, 2, 1))
def slicing_011_h():
    return (1, 2, 3)[::-1]


@deal.post(lambda r: r != (3, 2, 1))
def slicing_011_f():
    return (1, 2, 3)[::-1]


def slicing_012_h():
    r = 'hello'[1:4]
    assert r == 'ell'


def slicing_012_f():
    r = 'hello'[1:4]
    assert r == 'ell!'


@deal.post(lambda r: r == 'olleh')
def slicing_013_h():
    return 'hello'[::-1]


@deal.post(lambda r: r == 'lleh')
def slicing_013_f():
    return 'hello'[::-1]


def slicing_014_h():
    r = 'hello'[-3:]
    assert r == 'llo'


def slicing_014_f():
    r = 'hello'[-3:]
    assert r != 'llo'
