"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def tuples_060_h():
    r = (1, None) < (2, None)
    assert r


def tuples_060_f():
    r = (1, None) < (2, None)
    assert not r


@deal.raises(TypeError)
def tuples_061_h():
    return (1, None) < (1, 2)


@deal.raises(ValueError)
def tuples_061_f():
    return (1, None) < (1, 2)


def tuples_062_h():
    r = [None] <= [None]
    assert r


def tuples_062_f():
    r = [None] <= [None]
    assert not r


@deal.post(lambda r: not r)
def tuples_063_h():
    return [None] > [None]


@deal.post(lambda r: r)
def tuples_063_f():
    return [None] > [None]


def tuples_064_h():
    r = ((None,),) < ((None, 0),)
    assert r


def tuples_064_f():
    r = ((None,),) < ((None, 0),)
    assert not r


@deal.post(lambda r: r)
def tuples_065_h():
    return (1, 'a') < (1.0, 'b')


@deal.post(lambda r: not r)
def tuples_065_f():
    return (1, 'a') < (1.0, 'b')


def tuples_066_h():
    r = (True, 2) > (1, 1)
    assert r


def tuples_066_f():
    r = (True, 2) > (1, 1)
    assert not r


@deal.post(lambda r: r)
def tuples_067_h():
    return (2 ** 53 + 1, 0) > (2.0 ** 53, 1)


@deal.post(lambda r: not r)
def tuples_067_f():
    return (2 ** 53 + 1, 0) > (2.0 ** 53, 1)


def tuples_068_h():
    r = min((3, 'z'), (3, 'a'), (2, 'q'))
    assert r == (2, 'q')


def tuples_068_f():
    r = min((3, 'z'), (3, 'a'), (2, 'q'))
    assert r != (2, 'q')


@deal.post(lambda r: r)
def tuples_069_h():
    return (1, 2) == (1, 2) == (1, 2)


@deal.post(lambda r: not r)
def tuples_069_f():
    return (1, 2) == (1, 2) == (1, 2)


def tuples_070_h():
    r = ((1, 2) < (1, 3)) + ((1,) < (1, 0))
    assert r == 2


def tuples_070_f():
    r = ((1, 2) < (1, 3)) + ((1,) < (1, 0))
    assert r == 3
