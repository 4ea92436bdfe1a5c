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
