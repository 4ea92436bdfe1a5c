"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def nan_identity_030_h():
    x = math.inf - math.inf
    r = [x] == [math.inf - math.inf]
    assert not r


def nan_identity_030_f():
    x = math.inf - math.inf
    r = [x] == [math.inf - math.inf]
    assert r


@deal.post(lambda r: r == 1)
def nan_identity_031_h():
    xs = [math.nan]
    return xs.count(xs[0])


@deal.post(lambda r: r == 0)
def nan_identity_031_f():
    xs = [math.nan]
    return xs.count(xs[0])


def nan_identity_032_h():
    t = (math.nan, 1)
    r = t == (t[0], 1)
    assert r


def nan_identity_032_f():
    t = (math.nan, 1)
    r = t == (t[0], 1)
    assert not r


@deal.post(lambda r: r)
def nan_identity_033_h():
    return [[math.nan]] == [[math.nan]]


@deal.post(lambda r: not r)
def nan_identity_033_f():
    return [[math.nan]] == [[math.nan]]


def nan_identity_034_h():
    r = max([math.nan, 1.0]) != max([math.nan, 1.0])
    assert r


def nan_identity_034_f():
    r = max([math.nan, 1.0]) != max([math.nan, 1.0])
    assert not r
