"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == [(1, 1), (1, 2), (2, 1)])
def tuples_045_h():
    return sorted([(2, 1), (1, 2), (1, 1)])


@deal.post(lambda r: r == [(1, 2), (2, 1)])
def tuples_045_f():
    return sorted([(2, 1), (1, 2), (1, 1)])


def tuples_046_h():
    r = (1, [2]) == (1, [2])
    assert r


def tuples_046_f():
    r = (1, [2]) == (1, [2])
    assert not r


@deal.raises(TypeError)
def tuples_047_h():
    return hash((1, [2]))


@deal.raises(ValueError)
def tuples_047_f():
    return hash((1, [2]))


@deal.raises(TypeError)
def tuples_048_h():
    return (1, 2) + [3]


def tuples_048_f():
    return (1, 2) + [3]


@deal.post(lambda r: r == ())
def tuples_049_h():
    return (1,) * 0


@deal.post(lambda r: r == (0,))
def tuples_049_f():
    return (1,) * 0


def tuples_050_h():
    r = (1, 2)[::-1] < (2, 1)
    assert not r


def tuples_050_f():
    r = (1, 2)[::-1] < (2, 1)
    assert r


@deal.post(lambda r: r)
def tuples_051_h():
    return tuple() == ()


@deal.post(lambda r: not r)
def tuples_051_f():
    return tuple() == ()


def tuples_052_h():
    r = (1, 2).count(2.0)
    assert r == 1


def tuples_052_f():
    r = (1, 2).count(2.0)
    assert r == 2


@deal.post(lambda r: r == 2)
def tuples_053_h():
    return len((1, (2, 3)))


@deal.post(lambda r: r != 2)
def tuples_053_f():
    return len((1, (2, 3)))


def tuples_054_h():
    r = ((1, 2),) < ((1, 3),)
    assert r


def tuples_054_f():
    r = ((1, 2),) < ((1, 3),)
    assert not r


@deal.post(lambda r: r)
def tuples_055_h():
    return (None,) == (None,)


@deal.post(lambda r: not r)
def tuples_055_f():
    return (None,) == (None,)


def tuples_056_h():
    r = (None,) < (None,)
    assert not r


def tuples_056_f():
    r = (None,) < (None,)
    assert r


@deal.post(lambda r: r)
def tuples_057_h():
    return (None, 1) < (None, 2)


@deal.post(lambda r: not r)
def tuples_057_f():
    return (None, 1) < (None, 2)


def tuples_058_h():
    r = (None,) < (None, 1)
    assert r


def tuples_058_f():
    r = (None,) < (None, 1)
    assert not r


@deal.post(lambda r: r)
def tuples_059_h():
    return [None] < [None, 1]


@deal.post(lambda r: not r)
def tuples_059_f():
    return [None] < [None, 1]
