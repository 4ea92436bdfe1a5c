"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.raises(IndexError)
def lists_135_h():
    return [1].pop(True)


@deal.raises(KeyError)
def lists_135_f():
    return [1].pop(True)


@deal.raises(TypeError)
def lists_136_h():
    a = [1]
    a.append(1, 2)
    return a


def lists_136_f():
    a = [1]
    a.append(1, 2)
    return a


@deal.post(lambda r: r == [3, 1])
def lists_137_h():
    return sorted([3, 1], reverse=1)


@deal.post(lambda r: r != [3, 1])
def lists_137_f():
    return sorted([3, 1], reverse=1)


@deal.raises(TypeError)
def lists_138_h():
    return sorted([3, 1], True)


def lists_138_f():
    return sorted([3, 1], True)


@deal.raises(TypeError)
def lists_139_h():
    a = [3, 1]
    a.sort(True)
    return a


@deal.raises(ValueError)
def lists_139_f():
    a = [3, 1]
    a.sort(True)
    return a


def lists_140_h():
    r = max(1, 2, key=None)
    assert r == 2


def lists_140_f():
    r = max(1, 2, key=None)
    assert r != 2


@deal.post(lambda r: r == None)
def lists_141_h():
    return min([], default=None)


@deal.post(lambda r: r == 0)
def lists_141_f():
    return min([], default=None)


def lists_142_h():
    r = round(2.5, None)
    assert r == 2


def lists_142_f():
    r = round(2.5, None)
    assert r == 3


@deal.post(lambda r: r == 2.0)
def lists_143_h():
    return round(2.5, ndigits=0)


@deal.post(lambda r: r != 2.0)
def lists_143_f():
    return round(2.5, ndigits=0)


def lists_144_h():
    r = int('10', base=2)
    assert r == 2


def lists_144_f():
    r = int('10', base=2)
    assert r == 3


@deal.raises(TypeError)
def lists_145_h():
    return int(x='10')


@deal.raises(ValueError)
def lists_145_f():
    return int(x='10')


def lists_146_h():
    r = str(object=5)
    assert r == '5'


def lists_146_f():
    r = str(object=5)
    assert r != '5'


@deal.raises(TypeError)
def lists_147_h():
    return abs(x=1)


@deal.raises(ValueError)
def lists_147_f():
    return abs(x=1)


def lists_148_h():
    r = [1, 2, 3].count(True)
    assert r == 1


def lists_148_f():
    r = [1, 2, 3].count(True)
    assert r == 2


@deal.post(lambda r: r == 0)
def lists_149_h():
    return [1, 2, 3].index(True)


@deal.post(lambda r: r != 0)
def lists_149_f():
    return [1, 2, 3].index(True)
