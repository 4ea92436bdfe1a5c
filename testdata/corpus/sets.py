"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def sets_000_h():
    r = {1, 2} | {2, 3}
    assert r == {1, 2, 3}


def sets_000_f():
    r = {1, 2} | {2, 3}
    assert r == {1, 2, 3, 999}


@deal.post(lambda r: r == {2})
def sets_001_h():
    return {1, 2} & {2, 3}


@deal.post(lambda r: r == set())
def sets_001_f():
    return {1, 2} & {2, 3}


def sets_002_h():
    r = {1, 2} - {2, 3}
    assert r == {1}


def sets_002_f():
    r = {1, 2} - {2, 3}
    assert r != {1}


@deal.post(lambda r: r == {1, 3})
def sets_003_h():
    return {1, 2} ^ {2, 3}


@deal.post(lambda r: r == {3})
def sets_003_f():
    return {1, 2} ^ {2, 3}


def sets_004_h():
    r = {1, 2} <= {1, 2, 3}
    assert r


def sets_004_f():
    r = {1, 2} <= {1, 2, 3}
    assert not r


@deal.post(lambda r: not r)
def sets_005_h():
    return {1, 2} < {1, 2}


@deal.post(lambda r: r)
def sets_005_f():
    return {1, 2} < {1, 2}


def sets_006_h():
    r = {1, 2} == {2, 1}
    assert r


def sets_006_f():
    r = {1, 2} == {2, 1}
    assert not r


@deal.post(lambda r: r)
def sets_007_h():
    return {1, 2} != {1, 2, 3}


@deal.post(lambda r: not r)
def sets_007_f():
    return {1, 2} != {1, 2, 3}


def sets_008_h():
    r = {1, 2}.isdisjoint({3})
    assert r


def sets_008_f():
    r = {1, 2}.isdisjoint({3})
    assert not r


@deal.post(lambda r: r)
def sets_009_h():
    return {1}.issubset({1, 2})


@deal.post(lambda r: not r)
def sets_009_f():
    return {1}.issubset({1, 2})


def sets_010_h():
    r = {1, 2}.issuperset({3})
    assert not r


def sets_010_f():
    r = {1, 2}.issuperset({3})
    assert r


@deal.post(lambda r: r == set())
def sets_011_h():
    return set()


@deal.post(lambda r: r != set())
def sets_011_f():
    return set()


def sets_012_h():
    r = len(set())
    assert r == 0


def sets_012_f():
    r = len(set())
    assert r == 1


@deal.post(lambda r: r)
def sets_013_h():
    return set() == frozenset()


@deal.post(lambda r: not r)
def sets_013_f():
    return set() == frozenset()


def sets_014_h():
    r = frozenset({1, 2}) == {1, 2}
    assert r


def sets_014_f():
    r = frozenset({1, 2}) == {1, 2}
    assert not r


@deal.post(lambda r: r == 1)
def sets_015_h():
    return len({1, 1.0, True})


@deal.post(lambda r: r == 0)
def sets_015_f():
    return len({1, 1.0, True})


def sets_016_h():
    r = 3 in {1, 2, 3}
    assert r


def sets_016_f():
    r = 3 in {1, 2, 3}
    assert not r


@deal.post(lambda r: not r)
def sets_017_h():
    return 'a' in {'b'}


@deal.post(lambda r: r)
def sets_017_f():
    return 'a' in {'b'}


def sets_018_h():
    r = set([1, 2, 2, 3])
    assert r == {1, 2, 3}


def sets_018_f():
    r = set([1, 2, 2, 3])
    assert r == {1, 2, 3, 999}


@deal.post(lambda r: r == {'e', 'h', 'l', 'o'})
def sets_019_h():
    return set('hello')


@deal.post(lambda r: r == {'h', 'l', 'o'})
def sets_019_f():
    return set('hello')


def sets_020_h():
    r = len(set('mississippi'))
    assert r == 4


def sets_020_f():
    r = len(set('mississippi'))
    assert r != 4


@deal.post(lambda r: r == {0, 1, 2})
def sets_021_h():
    return {x % 3 for x in range(10)}


@deal.post(lambda r: r == {1, 2})
def sets_021_f():
    return {x % 3 for x in range(10)}


def sets_022_h():
    r = {x * x for x in [-2, 2, 3]}
    assert r == {4, 9}


def sets_022_f():
    r = {x * x for x in [-2, 2, 3]}
    assert r == {4, 9, 999}


@deal.post(lambda r: r == {1, 2})
def sets_023_h():
    s = {1}
    s.add(2)
    s.add(1)
    return s


@deal.post(lambda r: r != {1, 2})
def sets_023_f():
    s = {1}
    s.add(2)
    s.add(1)
    return s


def sets_024_h():
    s = {1, 2}
    s.discard(5)
    r = s
    assert r == {1, 2}


def sets_024_f():
    s = {1, 2}
    s.discard(5)
    r = s
    assert r == {1, 2, 999}


@deal.raises(KeyError)
def sets_025_h():
    s = {1, 2}
    s.remove(5)
    return s


@deal.raises(IndexError)
def sets_025_f():
    s = {1, 2}
    s.remove(5)
    return s


def sets_026_h():
    s = {1, 2}
    s.remove(2)
    r = s
    assert r == {1}


def sets_026_f():
    s = {1, 2}
    s.remove(2)
    r = s
    assert r != {1}


@deal.post(lambda r: r == {1, 2, 9})
def sets_027_h():
    s = {1, 2}
    t = s
    t.add(9)
    return s


@deal.post(lambda r: r == {2, 9})
def sets_027_f():
    s = {1, 2}
    t = s
    t.add(9)
    return s


def sets_028_h():
    s = {1, 2}
    t = set(s)
    t.add(9)
    r = s
    assert r == {1, 2}


def sets_028_f():
    s = {1, 2}
    t = set(s)
    t.add(9)
    r = s
    assert r == {1, 2, 999}


@deal.post(lambda r: r == {1, 2, 3, 4})
def sets_029_h():
    return {1, 2}.union([3], (4,))


@deal.post(lambda r: r != {1, 2, 3, 4})
def sets_029_f():
    return {1, 2}.union([3], (4,))


def sets_030_h():
    r = {1, 2, 3}.intersection([2, 3, 4])
    assert r == {2, 3}


def sets_030_f():
    r = {1, 2, 3}.intersection([2, 3, 4])
    assert r == {2, 3, 999}


@deal.post(lambda r: r == {2, 3})
def sets_031_h():
    return {1, 2, 3}.difference({1})


@deal.post(lambda r: r == {3})
def sets_031_f():
    return {1, 2, 3}.difference({1})


def sets_032_h():
    r = {1, 2}.symmetric_difference({2, 5})
    assert r == {1, 5}


def sets_032_f():
    r = {1, 2}.symmetric_difference({2, 5})
    assert r != {1, 5}


@deal.post(lambda r: r == frozenset({1, 2, 3}))
def sets_033_h():
    return frozenset([1, 2]) | {3}


@deal.post(lambda r: r == frozenset({1, 2, 3, 999}))
def sets_033_f():
    return frozenset([1, 2]) | {3}


def sets_034_h():
    r = {3} | frozenset([1])
    assert r == {1, 3}


def sets_034_f():
    r = {3} | frozenset([1])
    assert r == {1, 3, 999}


@deal.post(lambda r: r)
def sets_035_h():
    return type({3} | frozenset([1])) is set


@deal.post(lambda r: not r)
def sets_035_f():
    return type({3} | frozenset([1])) is set


def sets_036_h():
    r = type(frozenset([1]) | {3}) is frozenset
    assert r


def sets_036_f():
    r = type(frozenset([1]) | {3}) is frozenset
    assert not r


@deal.post(lambda r: r)
def sets_037_h():
    return {1, 2} < {1, 2, 3}


@deal.post(lambda r: not r)
def sets_037_f():
    return {1, 2} < {1, 2, 3}


def sets_038_h():
    r = {1, 4} <= {1, 2, 3}
    assert not r


def sets_038_f():
    r = {1, 4} <= {1, 2, 3}
    assert r


@deal.post(lambda r: r)
def sets_039_h():
    return {1, 2} > {1}


@deal.post(lambda r: not r)
def sets_039_f():
    return {1, 2} > {1}


def sets_040_h():
    r = {0} == {-0.0}
    assert r


def sets_040_f():
    r = {0} == {-0.0}
    assert not r


@deal.post(lambda r: r == {0.0})
def sets_041_h():
    return {0.0, -0.0}


@deal.post(lambda r: r != {0.0})
def sets_041_f():
    return {0.0, -0.0}


def sets_042_h():
    r = sum({1, 2, 3})
    assert r == 6


def sets_042_f():
    r = sum({1, 2, 3})
    assert r == 7


@deal.post(lambda r: r == 9)
def sets_043_h():
    return max({4, 9, 2})


@deal.post(lambda r: r == 8)
def sets_043_f():
    return max({4, 9, 2})


def sets_044_h():
    r = min({'b', 'a'})
    assert r == 'a'


def sets_044_f():
    r = min({'b', 'a'})
    assert r != 'a'


@deal.post(lambda r: r == [1, 2, 3])
def sets_045_h():
    return sorted({3, 1, 2})


@deal.post(lambda r: r == [2, 3])
def sets_045_f():
    return sorted({3, 1, 2})


def sets_046_h():
    r = sorted({3, 1, 2}, reverse=True)
    assert r == [3, 2, 1]


def sets_046_f():
    r = sorted({3, 1, 2}, reverse=True)
    assert r == [3, 2, 1, 0]


@deal.post(lambda r: not r)
def sets_047_h():
    return any({0, ''})


@deal.post(lambda r: r)
def sets_047_f():
    return any({0, ''})


def sets_048_h():
    r = all({1, 'a'})
    assert r


def sets_048_f():
    r = all({1, 'a'})
    assert not r


@deal.post(lambda r: r == {(1, 2)})
def sets_049_h():
    return {(1, 2), (1, 2)}


@deal.post(lambda r: r == set())
def sets_049_f():
    return {(1, 2), (1, 2)}


def sets_050_h():
    r = {1, 2} == [1, 2]
    assert not r


def sets_050_f():
    r = {1, 2} == [1, 2]
    assert r


@deal.raises(TypeError)
def sets_051_h():
    return {1, 2} <= [1, 2]


@deal.raises(ValueError)
def sets_051_f():
    return {1, 2} <= [1, 2]


def sets_052_h():
    s = set()
    for i in range(5):
        s.add(i % 2)
    r = s
    assert r == {0, 1}


def sets_052_f():
    s = set()
    for i in range(5):
        s.add(i % 2)
    r = s
    assert r == {0, 1, 999}


@deal.post(lambda r: r == 1)
def sets_053_h():
    s = {1, 2, 3}
    s.pop()
    s.pop()
    return len(s)


@deal.post(lambda r: r != 1)
def sets_053_f():
    s = {1, 2, 3}
    s.pop()
    s.pop()
    return len(s)


@deal.raises(KeyError)
def sets_054_h():
    s = set()
    s.pop()
    return s


def sets_054_f():
    s = set()
    s.pop()
    return s


@deal.post(lambda r: r)
def sets_055_h():
    return {'é', 'e'} == {'e', 'é'}


@deal.post(lambda r: not r)
def sets_055_f():
    return {'é', 'e'} == {'e', 'é'}


def sets_056_h():
    r = len({10 ** 30, 10 ** 30 + 0})
    assert r == 1


def sets_056_f():
    r = len({10 ** 30, 10 ** 30 + 0})
    assert r != 1


@deal.post(lambda r: r == {1, 2, 3})
def sets_057_h():
    s = {1, 2}
    s |= {3}
    return s


@deal.post(lambda r: r == {2, 3})
def sets_057_f():
    s = {1, 2}
    s |= {3}
    return s


def sets_058_h():
    s = {1, 2}
    s &= {2}
    r = s
    assert r == {2}


def sets_058_f():
    s = {1, 2}
    s &= {2}
    r = s
    assert r == {2, 999}


@deal.post(lambda r: r == {2})
def sets_059_h():
    s = {1, 2}
    s -= {1, 7}
    return s


@deal.post(lambda r: r != {2})
def sets_059_f():
    s = {1, 2}
    s -= {1, 7}
    return s


@deal.raises(TypeError)
def sets_060_h():
    return {[1]}


def sets_060_f():
    return {[1]}


@deal.post(lambda r: r)
def sets_061_h():
    return frozenset() in {frozenset()}


@deal.post(lambda r: not r)
def sets_061_f():
    return frozenset() in {frozenset()}


def sets_062_h():
    r = {1, 2}.copy() == {2, 1}
    assert r


def sets_062_f():
    r = {1, 2}.copy() == {2, 1}
    assert not r


@deal.post(lambda r: r)
def sets_063_h():
    return set(range(3)) == {0, 1, 2}


@deal.post(lambda r: not r)
def sets_063_f():
    return set(range(3)) == {0, 1, 2}


def sets_064_h():
    s = {5}
    s.clear()
    r = s
    assert r == set()


def sets_064_f():
    s = {5}
    s.clear()
    r = s
    assert r == {999}


@deal.post(lambda r: r)
def sets_065_h():
    return {1} | {1} is not {1}


@deal.post(lambda r: not r)
def sets_065_f():
    return {1} | {1} is not {1}
