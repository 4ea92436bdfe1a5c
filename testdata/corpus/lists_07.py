"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.raises(TypeError)
def lists_105_h():
    return [1, 2] < [1, 'a']


@deal.raises(ValueError)
def lists_105_f():
    return [1, 2] < [1, 'a']


def lists_106_h():
    r = [1] < [1.5]
    assert r


def lists_106_f():
    r = [1] < [1.5]
    assert not r


@deal.post(lambda r: r == [3, 2, 1])
def lists_107_h():
    return sorted([3, 1, 2], key=lambda v: -v)


@deal.post(lambda r: r != [3, 2, 1])
def lists_107_f():
    return sorted([3, 1, 2], key=lambda v: -v)


def lists_108_h():
    r = sorted(['b', 'A', 'a'], key=str.lower)
    assert r == ['A', 'a', 'b']


def lists_108_f():
    r = sorted(['b', 'A', 'a'], key=str.lower)
    assert r == ['A', 'a', 'b', 0]


@deal.post(lambda r: r == [(1, 'b'), (1, 'a')])
def lists_109_h():
    return sorted([(1, 'b'), (1, 'a')], key=lambda t: t[0])


@deal.post(lambda r: r == [(1, 'a')])
def lists_109_f():
    return sorted([(1, 'b'), (1, 'a')], key=lambda t: t[0])


def lists_110_h():
    r = min([3, 1, 2], key=lambda v: -v)
    assert r == 3


def lists_110_f():
    r = min([3, 1, 2], key=lambda v: -v)
    assert r != 3


@deal.post(lambda r: r == 'bb')
def lists_111_h():
    return max(['a', 'bb', 'c'], key=len)


@deal.post(lambda r: r == 'b')
def lists_111_f():
    return max(['a', 'bb', 'c'], key=len)


def lists_112_h():
    r = max([], default=7)
    assert r == 7


def lists_112_f():
    r = max([], default=7)
    assert r == 8


@deal.post(lambda r: r == [1, 2])
def lists_113_h():
    return sum([[1], [2]], [])


@deal.post(lambda r: r != [1, 2])
def lists_113_f():
    return sum([[1], [2]], [])


def lists_114_h():
    r = sum([1.5, 2.5])
    assert r == 4.0


def lists_114_f():
    r = sum([1.5, 2.5])
    assert r == 4.000000000000001


@deal.post(lambda r: r == 2)
def lists_115_h():
    return sum([True, True])


@deal.post(lambda r: r == 1)
def lists_115_f():
    return sum([True, True])


def lists_116_h():
    r = any(x > 2 for x in [1, 2, 3])
    assert r


def lists_116_f():
    r = any(x > 2 for x in [1, 2, 3])
    assert not r


@deal.post(lambda r: r)
def lists_117_h():
    return all(x > 0 for x in [])


@deal.post(lambda r: not r)
def lists_117_f():
    return all(x > 0 for x in [])


def lists_118_h():
    r = [x for x in range(5) if x % 2][::-1]
    assert r == [3, 1]


def lists_118_f():
    r = [x for x in range(5) if x % 2][::-1]
    assert r == [3, 1, 0]


@deal.post(lambda r: r == [])
def lists_119_h():
    return list(reversed([]))


@deal.post(lambda r: r != [])
def lists_119_f():
    return list(reversed([]))
