"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def lists_000_h():
    r = [1, 2] + [3]
    assert r == [1, 2, 3]


def lists_000_f():
    r = [1, 2] + [3]
    assert r == [1, 2, 3, 0]


@deal.post(lambda r: r == [1, 2, 1, 2])
def lists_001_h():
    return [1, 2] * 2


@deal.post(lambda r: r == [2, 1, 2])
def lists_001_f():
    return [1, 2] * 2


def lists_002_h():
    r = [0] * 0
    assert r == []


def lists_002_f():
    r = [0] * 0
    assert r != []


@deal.post(lambda r: r == [])
def lists_003_h():
    return [0] * -3


@deal.post(lambda r: r == [None])
def lists_003_f():
    return [0] * -3


def lists_004_h():
    r = 3 * [7]
    assert r == [7, 7, 7]


def lists_004_f():
    r = 3 * [7]
    assert r == [7, 7, 7, 0]


@deal.post(lambda r: r)
def lists_005_h():
    return 2 in [1, 2]


@deal.post(lambda r: not r)
def lists_005_f():
    return 2 in [1, 2]


def lists_006_h():
    r = [] in [[]]
    assert r


def lists_006_f():
    r = [] in [[]]
    assert not r


@deal.post(lambda r: r)
def lists_007_h():
    return [1, 2] < [1, 3]


@deal.post(lambda r: not r)
def lists_007_f():
    return [1, 2] < [1, 3]


def lists_008_h():
    r = [1, 2] < [1, 2, 0]
    assert r


def lists_008_f():
    r = [1, 2] < [1, 2, 0]
    assert not r


@deal.post(lambda r: r)
def lists_009_h():
    return [2] > [1, 99]


@deal.post(lambda r: not r)
def lists_009_f():
    return [2] > [1, 99]


def lists_010_h():
    r = [1, 2] == [1, 2]
    assert r


def lists_010_f():
    r = [1, 2] == [1, 2]
    assert not r


@deal.raises(TypeError)
def lists_011_h():
    return [1, 'a'] < [1, 2]


@deal.raises(ValueError)
def lists_011_f():
    return [1, 'a'] < [1, 2]


def lists_012_h():
    r = [] < [0]
    assert r


def lists_012_f():
    r = [] < [0]
    assert not r


@deal.post(lambda r: r)
def lists_013_h():
    return [[1], [0]] > [[1]]


@deal.post(lambda r: not r)
def lists_013_f():
    return [[1], [0]] > [[1]]


def lists_014_h():
    r = [1, 2, 3].index(2)
    assert r == 1


def lists_014_f():
    r = [1, 2, 3].index(2)
    assert r != 1
