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
