"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r)
def tuples_015_h():
    return 2 in (1, 2)


@deal.post(lambda r: not r)
def tuples_015_f():
    return 2 in (1, 2)


@deal.raises(IndexError)
def tuples_016_h():
    return (1, 2)[2]


def tuples_016_f():
    return (1, 2)[2]


@deal.post(lambda r: r == 1)
def tuples_017_h():
    return (1, 2)[-2]


@deal.post(lambda r: r != 1)
def tuples_017_f():
    return (1, 2)[-2]


def tuples_018_h():
    r = max((1, 5), (1, 4))
    assert r == (1, 5)


def tuples_018_f():
    r = max((1, 5), (1, 4))
    assert r == (1, 5, 0)


@deal.post(lambda r: r == (1, 'z'))
def tuples_019_h():
    return min([(2, 'a'), (1, 'z')])


@deal.post(lambda r: r == (1, 'z', 0))
def tuples_019_f():
    return min([(2, 'a'), (1, 'z')])


def tuples_020_h():
    r = sorted([(1, 'b'), (1, 'a')])
    assert r == [(1, 'a'), (1, 'b')]


def tuples_020_f():
    r = sorted([(1, 'b'), (1, 'a')])
    assert r != [(1, 'a'), (1, 'b')]


@deal.post(lambda r: r == (1, 2))
def tuples_021_h():
    return tuple([1, 2])


@deal.post(lambda r: r == (1, 2, 0))
def tuples_021_f():
    return tuple([1, 2])


def tuples_022_h():
    r = tuple('ab')
    assert r == ('a', 'b')


def tuples_022_f():
    r = tuple('ab')
    assert r == ('a', 'b', 0)


@deal.post(lambda r: r == (3, 2, 1))
def tuples_023_h():
    return tuple(reversed((1, 2, 3)))


@deal.post(lambda r: r != (3, 2, 1))
def tuples_023_f():
    return tuple(reversed((1, 2, 3)))


def tuples_024_h():
    a, b = (1, 2)
    a, b = b, a
    r = (a, b)
    assert r == (2, 1)


def tuples_024_f():
    a, b = (1, 2)
    a, b = b, a
    r = (a, b)
    assert r == (2, 1, 0)


@deal.post(lambda r: r == [2, 3])
def tuples_025_h():
    a, *b = (1, 2, 3)
    return b


@deal.post(lambda r: r == [3])
def tuples_025_f():
    a, *b = (1, 2, 3)
    return b


def tuples_026_h():
    t = (1, [2])
    t[1].append(3)
    r = t
    assert r == (1, [2, 3])


def tuples_026_f():
    t = (1, [2])
    t[1].append(3)
    r = t
    assert r != (1, [2, 3])


@deal.raises(TypeError)
def tuples_027_h():
    t = (1, 2)
    t[0] = 5
    return t


@deal.raises(ValueError)
def tuples_027_f():
    t = (1, 2)
    t[0] = 5
    return t


def tuples_028_h():
    r = hash((1, 2)) == hash((1, 2))
    assert r


def tuples_028_f():
    r = hash((1, 2)) == hash((1, 2))
    assert not r


@deal.post(lambda r: r == 6)
def tuples_029_h():
    return sum((1, 2, 3))


@deal.post(lambda r: r != 6)
def tuples_029_f():
    return sum((1, 2, 3))
