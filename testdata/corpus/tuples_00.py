"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def tuples_000_h():
    r = (1, 2) + (3,)
    assert r == (1, 2, 3)


def tuples_000_f():
    r = (1, 2) + (3,)
    assert r == (1, 2, 3, 0)


@deal.post(lambda r: r == (1, 2, 1, 2))
def tuples_001_h():
    return (1, 2) * 2


@deal.post(lambda r: r == (1, 2, 1, 2, 0))
def tuples_001_f():
    return (1, 2) * 2


def tuples_002_h():
    r = () * 5
    assert r == ()


def tuples_002_f():
    r = () * 5
    assert r != ()


@deal.post(lambda r: r)
def tuples_003_h():
    return (1, 2) < (1, 3)


@deal.post(lambda r: not r)
def tuples_003_f():
    return (1, 2) < (1, 3)


def tuples_004_h():
    r = (1, 2) < (1, 2, 0)
    assert r


def tuples_004_f():
    r = (1, 2) < (1, 2, 0)
    assert not r


@deal.post(lambda r: r)
def tuples_005_h():
    return (1, 'a') < (1, 'b')


@deal.post(lambda r: not r)
def tuples_005_f():
    return (1, 'a') < (1, 'b')


@deal.raises(TypeError)
def tuples_006_h():
    return (1, 'a') < (1, 2)


def tuples_006_f():
    return (1, 'a') < (1, 2)


@deal.post(lambda r: r)
def tuples_007_h():
    return (1, 2) == (1, 2)


@deal.post(lambda r: not r)
def tuples_007_f():
    return (1, 2) == (1, 2)


def tuples_008_h():
    r = (1, 2) == [1, 2]
    assert not r


def tuples_008_f():
    r = (1, 2) == [1, 2]
    assert r


@deal.raises(TypeError)
def tuples_009_h():
    return (1, 2) < [1, 3]


@deal.raises(ValueError)
def tuples_009_f():
    return (1, 2) < [1, 3]


def tuples_010_h():
    r = (1, 2, 3).index(3)
    assert r == 2


def tuples_010_f():
    r = (1, 2, 3).index(3)
    assert r == 3


@deal.raises(ValueError)
def tuples_011_h():
    return (1, 2, 3).index(0)


@deal.raises(TypeError)
def tuples_011_f():
    return (1, 2, 3).index(0)


def tuples_012_h():
    r = (1, 1, 2).count(1)
    assert r == 2


def tuples_012_f():
    r = (1, 1, 2).count(1)
    assert r == 3


@deal.post(lambda r: r == 0)
def tuples_013_h():
    return len(())


@deal.post(lambda r: r == -1)
def tuples_013_f():
    return len(())


def tuples_014_h():
    r = (1,) * 3
    assert r == (1, 1, 1)


def tuples_014_f():
    r = (1,) * 3
    assert r != (1, 1, 1)
