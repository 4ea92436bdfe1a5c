"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def nan_identity_000_h():
    r = math.nan in [math.nan]
    assert r


def nan_identity_000_f():
    r = math.nan in [math.nan]
    assert not r


@deal.post(lambda r: r == 1)
def nan_identity_001_h():
    return [math.nan].count(math.nan)


@deal.post(lambda r: r == 0)
def nan_identity_001_f():
    return [math.nan].count(math.nan)


def nan_identity_002_h():
    r = [math.nan].index(math.nan)
    assert r == 0


def nan_identity_002_f():
    r = [math.nan].index(math.nan)
    assert r != 0


@deal.post(lambda r: r)
def nan_identity_003_h():
    return (math.nan,) == (math.nan,)


@deal.post(lambda r: not r)
def nan_identity_003_f():
    return (math.nan,) == (math.nan,)


def nan_identity_004_h():
    r = {'a': math.nan} == {'a': math.nan}
    assert r


def nan_identity_004_f():
    r = {'a': math.nan} == {'a': math.nan}
    assert not r


@deal.post(lambda r: r)
def nan_identity_005_h():
    return {math.nan} == {math.nan}


@deal.post(lambda r: not r)
def nan_identity_005_f():
    return {math.nan} == {math.nan}


def nan_identity_006_h():
    r = math.nan in {math.nan}
    assert r


def nan_identity_006_f():
    r = math.nan in {math.nan}
    assert not r


@deal.post(lambda r: not r)
def nan_identity_007_h():
    return float('nan') in [float('nan')]


@deal.post(lambda r: r)
def nan_identity_007_f():
    return float('nan') in [float('nan')]


def nan_identity_008_h():
    x = float('nan')
    r = [x] == [x]
    assert r


def nan_identity_008_f():
    x = float('nan')
    r = [x] == [x]
    assert not r


@deal.post(lambda r: r)
def nan_identity_009_h():
    x = float('nan')
    return x in (x,)


@deal.post(lambda r: not r)
def nan_identity_009_f():
    x = float('nan')
    return x in (x,)


def nan_identity_010_h():
    x = math.nan
    y = x
    r = [x] == [y]
    assert r


def nan_identity_010_f():
    x = math.nan
    y = x
    r = [x] == [y]
    assert not r


@deal.post(lambda r: not r)
def nan_identity_011_h():
    x = math.nan
    return [x] != [x]


@deal.post(lambda r: r)
def nan_identity_011_f():
    x = math.nan
    return [x] != [x]


def nan_identity_012_h():
    xs = [math.nan]
    r = xs == xs
    assert r


def nan_identity_012_f():
    xs = [math.nan]
    r = xs == xs
    assert not r


@deal.post(lambda r: r)
def nan_identity_013_h():
    xs = [math.nan]
    return xs == xs[:]


@deal.post(lambda r: not r)
def nan_identity_013_f():
    xs = [math.nan]
    return xs == xs[:]


def nan_identity_014_h():
    r = [math.nan] < [math.nan]
    assert not r


def nan_identity_014_f():
    r = [math.nan] < [math.nan]
    assert r
