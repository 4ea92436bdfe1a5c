"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r)
def nan_identity_015_h():
    x = math.nan
    return (x, 1) < (x, 2)


@deal.post(lambda r: not r)
def nan_identity_015_f():
    x = math.nan
    return (x, 1) < (x, 2)


def nan_identity_016_h():
    r = [math.nan, 1] < [math.nan, 2]
    assert r


def nan_identity_016_f():
    r = [math.nan, 1] < [math.nan, 2]
    assert not r


@deal.post(lambda r: not r)
def nan_identity_017_h():
    return [float('nan'), 1] < [float('nan'), 2]


@deal.post(lambda r: r)
def nan_identity_017_f():
    return [float('nan'), 1] < [float('nan'), 2]


def nan_identity_018_h():
    r = {math.nan: 1}[math.nan]
    assert r == 1


def nan_identity_018_f():
    r = {math.nan: 1}[math.nan]
    assert r == 2


@deal.post(lambda r: r == None)
def nan_identity_019_h():
    return {float('nan'): 1}.get(float('nan'))


@deal.post(lambda r: r == 0)
def nan_identity_019_f():
    return {float('nan'): 1}.get(float('nan'))


def nan_identity_020_h():
    r = len({math.nan, math.nan})
    assert r == 1


def nan_identity_020_f():
    r = len({math.nan, math.nan})
    assert r != 1


@deal.post(lambda r: r == 2)
def nan_identity_021_h():
    return len({float('nan'), float('nan')})


@deal.post(lambda r: r == 1)
def nan_identity_021_f():
    return len({float('nan'), float('nan')})


def nan_identity_022_h():
    x = math.nan
    r = x == x
    assert not r


def nan_identity_022_f():
    x = math.nan
    r = x == x
    assert r


@deal.post(lambda r: r)
def nan_identity_023_h():
    x = math.nan
    return x is x


@deal.post(lambda r: not r)
def nan_identity_023_f():
    x = math.nan
    return x is x


def nan_identity_024_h():
    r = float('nan') is float('nan')
    assert not r


def nan_identity_024_f():
    r = float('nan') is float('nan')
    assert r


@deal.post(lambda r: not r)
def nan_identity_025_h():
    return [math.nan] == [float('nan')]


@deal.post(lambda r: r)
def nan_identity_025_f():
    return [math.nan] == [float('nan')]


def nan_identity_026_h():
    r = math.nan in (0.0, math.nan)
    assert r


def nan_identity_026_f():
    r = math.nan in (0.0, math.nan)
    assert not r


@deal.post(lambda r: r == 1)
def nan_identity_027_h():
    xs = [1.0, math.nan]
    return xs.index(math.nan)


@deal.post(lambda r: r == 0)
def nan_identity_027_f():
    xs = [1.0, math.nan]
    return xs.index(math.nan)


def nan_identity_028_h():
    d = {'k': math.nan}
    r = d == dict(d)
    assert r


def nan_identity_028_f():
    d = {'k': math.nan}
    r = d == dict(d)
    assert not r


@deal.post(lambda r: r)
def nan_identity_029_h():
    x = math.inf - math.inf
    return [x] == [x]


@deal.post(lambda r: not r)
def nan_identity_029_f():
    x = math.inf - math.inf
    return [x] == [x]
