"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def tuples_030_h():
    r = any(())
    assert not r


def tuples_030_f():
    r = any(())
    assert r


@deal.post(lambda r: r)
def tuples_031_h():
    return all((1, 2))


@deal.post(lambda r: not r)
def tuples_031_f():
    return all((1, 2))


def tuples_032_h():
    r = ((1, 2), 3) > ((1, 2), 2)
    assert r


def tuples_032_f():
    r = ((1, 2), 3) > ((1, 2), 2)
    assert not r


@deal.post(lambda r: r)
def tuples_033_h():
    return (math.inf,) > (1e308,)


@deal.post(lambda r: not r)
def tuples_033_f():
    return (math.inf,) > (1e308,)


def tuples_034_h():
    r = (0.0,) == (-0.0,)
    assert r


def tuples_034_f():
    r = (0.0,) == (-0.0,)
    assert not r


@deal.post(lambda r: not r)
def tuples_035_h():
    return (1, 2) != (1, 2.0)


@deal.post(lambda r: r)
def tuples_035_f():
    return (1, 2) != (1, 2.0)


def tuples_036_h():
    r = ((),) < ((0,),)
    assert r


def tuples_036_f():
    r = ((),) < ((0,),)
    assert not r


@deal.raises(TypeError)
def tuples_037_h():
    return (1, 2) < (1, 'a')


@deal.raises(ValueError)
def tuples_037_f():
    return (1, 2) < (1, 'a')


def tuples_038_h():
    r = (1,) == [1]
    assert not r


def tuples_038_f():
    r = (1,) == [1]
    assert r


@deal.post(lambda r: not r)
def tuples_039_h():
    return () < ()


@deal.post(lambda r: r)
def tuples_039_f():
    return () < ()


def tuples_040_h():
    r = (1, 2) <= (1, 2)
    assert r


def tuples_040_f():
    r = (1, 2) <= (1, 2)
    assert not r


@deal.post(lambda r: r)
def tuples_041_h():
    return (0.0, 1) == (-0.0, 1)


@deal.post(lambda r: not r)
def tuples_041_f():
    return (0.0, 1) == (-0.0, 1)


def tuples_042_h():
    r = (math.nan, 1) < (math.nan, 2)
    assert r


def tuples_042_f():
    r = (math.nan, 1) < (math.nan, 2)
    assert not r


@deal.post(lambda r: not r)
def tuples_043_h():
    return (float('nan'), 1) < (float('nan'), 2)


@deal.post(lambda r: r)
def tuples_043_f():
    return (float('nan'), 1) < (float('nan'), 2)


def tuples_044_h():
    r = max((1, 'a'), (1, 'b'))
    assert r == (1, 'b')


def tuples_044_f():
    r = max((1, 'a'), (1, 'b'))
    assert r != (1, 'b')
