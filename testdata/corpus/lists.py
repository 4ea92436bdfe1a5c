"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def lists_000_h():
    r = [1, 2] + [3]
    assert r == [1, 2, 3]


def lists_000_f():
    r = [1, 2] + [3]
    assert r == [1, 2, 3, 0]


@deal.post(lambda r: r == [1, 2, 1, 2])
def lists_001_h():
    return [1, 2] * 2


@deal.post(lambda r: r == [2, 1, 2])
def lists_001_f():
    return [1, 2] * 2


def lists_002_h():
    r = [0] * 0
    assert r == []


def lists_002_f():
    r = [0] * 0
    assert r != []


@deal.post(lambda r: r == [])
def lists_003_h():
    return [0] * -3


@deal.post(lambda r: r == [None])
def lists_003_f():
    return [0] * -3


def lists_004_h():
    r = 3 * [7]
    assert r == [7, 7, 7]


def lists_004_f():
    r = 3 * [7]
    assert r == [7, 7, 7, 0]


@deal.post(lambda r: r)
def lists_005_h():
    return 2 in [1, 2]


@deal.post(lambda r: not r)
def lists_005_f():
    return 2 in [1, 2]


def lists_006_h():
    r = [] in [[]]
    assert r


def lists_006_f():
    r = [] in [[]]
    assert not r


@deal.post(lambda r: r)
def lists_007_h():
    return [1, 2] < [1, 3]


@deal.post(lambda r: not r)
def lists_007_f():
    return [1, 2] < [1, 3]


def lists_008_h():
    r = [1, 2] < [1, 2, 0]
    assert r


def lists_008_f():
    r = [1, 2] < [1, 2, 0]
    assert not r


@deal.post(lambda r: r)
def lists_009_h():
    return [2] > [1, 99]


@deal.post(lambda r: not r)
def lists_009_f():
    return [2] > [1, 99]


def lists_010_h():
    r = [1, 2] == [1, 2]
    assert r


def lists_010_f():
    r = [1, 2] == [1, 2]
    assert not r


@deal.raises(TypeError)
def lists_011_h():
    return [1, 'a'] < [1, 2]


@deal.raises(ValueError)
def lists_011_f():
    return [1, 'a'] < [1, 2]


def lists_012_h():
    r = [] < [0]
    assert r


def lists_012_f():
    r = [] < [0]
    assert not r


@deal.post(lambda r: r)
def lists_013_h():
    return [[1], [0]] > [[1]]


@deal.post(lambda r: not r)
def lists_013_f():
    return [[1], [0]] > [[1]]


def lists_014_h():
    r = [1, 2, 3].index(2)
    assert r == 1


def lists_014_f():
    r = [1, 2, 3].index(2)
    assert r != 1


@deal.raises(ValueError)
def lists_015_h():
    return [1, 2, 3].index(9)


@deal.raises(TypeError)
def lists_015_f():
    return [1, 2, 3].index(9)


def lists_016_h():
    r = [1, 2, 1, 1].count(1)
    assert r == 3


def lists_016_f():
    r = [1, 2, 1, 1].count(1)
    assert r == 4


@deal.post(lambda r: r == [1, 2])
def lists_017_h():
    xs = [1]
    xs.append(2)
    return xs


@deal.post(lambda r: r != [1, 2])
def lists_017_f():
    xs = [1]
    xs.append(2)
    return xs


def lists_018_h():
    xs = [1]
    xs.extend([2, 3])
    r = xs
    assert r == [1, 2, 3]


def lists_018_f():
    xs = [1]
    xs.extend([2, 3])
    r = xs
    assert r == [1, 2, 3, 0]


@deal.post(lambda r: r == [1, 2, 3])
def lists_019_h():
    xs = [1, 3]
    xs.insert(1, 2)
    return xs


@deal.post(lambda r: r == [2, 3])
def lists_019_f():
    xs = [1, 3]
    xs.insert(1, 2)
    return xs


def lists_020_h():
    xs = [1, 3]
    xs.insert(-100, 0)
    r = xs
    assert r == [0, 1, 3]


def lists_020_f():
    xs = [1, 3]
    xs.insert(-100, 0)
    r = xs
    assert r != [0, 1, 3]


@deal.post(lambda r: r == [1, 3, 9])
def lists_021_h():
    xs = [1, 3]
    xs.insert(100, 9)
    return xs


@deal.post(lambda r: r == [3, 9])
def lists_021_f():
    xs = [1, 3]
    xs.insert(100, 9)
    return xs


def lists_022_h():
    xs = [1, 2, 3]
    y = xs.pop()
    r = (xs, y)
    assert r == ([1, 2], 3)


def lists_022_f():
    xs = [1, 2, 3]
    y = xs.pop()
    r = (xs, y)
    assert r == ([1, 2], 3, 0)


@deal.post(lambda r: r == ([2, 3], 1))
def lists_023_h():
    xs = [1, 2, 3]
    y = xs.pop(0)
    return (xs, y)


@deal.post(lambda r: r != ([2, 3], 1))
def lists_023_f():
    xs = [1, 2, 3]
    y = xs.pop(0)
    return (xs, y)


@deal.raises(IndexError)
def lists_024_h():
    xs = []
    xs.pop()
    return xs


def lists_024_f():
    xs = []
    xs.pop()
    return xs


@deal.raises(IndexError)
def lists_025_h():
    xs = [1, 2]
    xs.pop(5)
    return xs


@deal.raises(KeyError)
def lists_025_f():
    xs = [1, 2]
    xs.pop(5)
    return xs


def lists_026_h():
    xs = [1, 2, 1]
    xs.remove(1)
    r = xs
    assert r == [2, 1]


def lists_026_f():
    xs = [1, 2, 1]
    xs.remove(1)
    r = xs
    assert r != [2, 1]


@deal.raises(ValueError)
def lists_027_h():
    xs = [1, 2]
    xs.remove(3)
    return xs


@deal.raises(TypeError)
def lists_027_f():
    xs = [1, 2]
    xs.remove(3)
    return xs


def lists_028_h():
    xs = [1, 2, 3]
    xs.reverse()
    r = xs
    assert r == [3, 2, 1]


def lists_028_f():
    xs = [1, 2, 3]
    xs.reverse()
    r = xs
    assert r == [3, 2, 1, 0]


@deal.post(lambda r: r == [1, 2, 3])
def lists_029_h():
    xs = [3, 1, 2]
    xs.sort()
    return xs


@deal.post(lambda r: r != [1, 2, 3])
def lists_029_f():
    xs = [3, 1, 2]
    xs.sort()
    return xs


def lists_030_h():
    xs = [3, 1, 2]
    xs.sort(reverse=True)
    r = xs
    assert r == [3, 2, 1]


def lists_030_f():
    xs = [3, 1, 2]
    xs.sort(reverse=True)
    r = xs
    assert r == [3, 2, 1, 0]


@deal.post(lambda r: r == ['a', 'bb', 'ccc'])
def lists_031_h():
    xs = ['bb', 'a', 'ccc']
    xs.sort(key=len)
    return xs


@deal.post(lambda r: r == ['bb', 'ccc'])
def lists_031_f():
    xs = ['bb', 'a', 'ccc']
    xs.sort(key=len)
    return xs


def lists_032_h():
    xs = [3, 1, 2]
    ys = sorted(xs)
    r = (xs, ys)
    assert r == ([3, 1, 2], [1, 2, 3])


def lists_032_f():
    xs = [3, 1, 2]
    ys = sorted(xs)
    r = (xs, ys)
    assert r != ([3, 1, 2], [1, 2, 3])


@deal.post(lambda r: r == [3, 2, 1])
def lists_033_h():
    return sorted([3, 1, 2], reverse=True)


@deal.post(lambda r: r == [2, 1])
def lists_033_f():
    return sorted([3, 1, 2], reverse=True)


def lists_034_h():
    r = sorted(['b', 'A', 'a'])
    assert r == ['A', 'a', 'b']


def lists_034_f():
    r = sorted(['b', 'A', 'a'])
    assert r == ['A', 'a', 'b', 0]


@deal.raises(TypeError)
def lists_035_h():
    return sorted([1, 'a'])


@deal.raises(ValueError)
def lists_035_f():
    return sorted([1, 'a'])


def lists_036_h():
    r = list(reversed([1, 2, 3]))
    assert r == [3, 2, 1]


def lists_036_f():
    r = list(reversed([1, 2, 3]))
    assert r == [3, 2, 1, 0]


@deal.post(lambda r: r == 1)
def lists_037_h():
    return min([3, 1, 2])


@deal.post(lambda r: r == 0)
def lists_037_f():
    return min([3, 1, 2])


def lists_038_h():
    r = max([3, 1, 2])
    assert r == 3


def lists_038_f():
    r = max([3, 1, 2])
    assert r != 3


@deal.raises(ValueError)
def lists_039_h():
    return min([])


@deal.raises(TypeError)
def lists_039_f():
    return min([])


def lists_040_h():
    r = sum([1, 2, 3])
    assert r == 6


def lists_040_f():
    r = sum([1, 2, 3])
    assert r == 7


@deal.post(lambda r: r == 0)
def lists_041_h():
    return sum([])


@deal.post(lambda r: r != 0)
def lists_041_f():
    return sum([])


def lists_042_h():
    r = sum([0.1] * 10)
    assert r == 0.9999999999999999


def lists_042_f():
    r = sum([0.1] * 10)
    assert r == 1.0


@deal.post(lambda r: not r)
def lists_043_h():
    return sum([0.1] * 10) == 1.0


@deal.post(lambda r: r)
def lists_043_f():
    return sum([0.1] * 10) == 1.0


def lists_044_h():
    r = any([0, 0, 1])
    assert r


def lists_044_f():
    r = any([0, 0, 1])
    assert not r


@deal.post(lambda r: not r)
def lists_045_h():
    return any([])


@deal.post(lambda r: r)
def lists_045_f():
    return any([])


def lists_046_h():
    r = all([])
    assert r


def lists_046_f():
    r = all([])
    assert not r


@deal.post(lambda r: not r)
def lists_047_h():
    return all([1, 0])


@deal.post(lambda r: r)
def lists_047_f():
    return all([1, 0])


def lists_048_h():
    a = [1]
    b = a
    b.append(2)
    r = a
    assert r == [1, 2]


def lists_048_f():
    a = [1]
    b = a
    b.append(2)
    r = a
    assert r == [1, 2, 0]


@deal.post(lambda r: r == [1])
def lists_049_h():
    a = [1]
    b = a[:]
    b.append(2)
    return a


@deal.post(lambda r: r == [])
def lists_049_f():
    a = [1]
    b = a[:]
    b.append(2)
    return a


def lists_050_h():
    a = [1]
    b = a
    b += [3]
    r = a
    assert r == [1, 3]


def lists_050_f():
    a = [1]
    b = a
    b += [3]
    r = a
    assert r != [1, 3]


@deal.post(lambda r: r == [1])
def lists_051_h():
    a = [1]
    b = a
    b = b + [3]
    return a


@deal.post(lambda r: r == [])
def lists_051_f():
    a = [1]
    b = a
    b = b + [3]
    return a


def lists_052_h():
    a = [[0]] * 2
    a[0].append(1)
    r = a
    assert r == [[0, 1], [0, 1]]


def lists_052_f():
    a = [[0]] * 2
    a[0].append(1)
    r = a
    assert r == [[0, 1], [0, 1], 0]


@deal.post(lambda r: r == 2)
def lists_053_h():
    return len([1, [2, 3]])


@deal.post(lambda r: r != 2)
def lists_053_f():
    return len([1, [2, 3]])


@deal.raises(IndexError)
def lists_054_h():
    return [1, 2][5]


def lists_054_f():
    return [1, 2][5]


@deal.post(lambda r: r == 2)
def lists_055_h():
    return [1, 2][-1]


@deal.post(lambda r: r == 1)
def lists_055_f():
    return [1, 2][-1]


@deal.raises(IndexError)
def lists_056_h():
    return [1, 2][-3]


def lists_056_f():
    return [1, 2][-3]


@deal.post(lambda r: r == [9, 2])
def lists_057_h():
    xs = [1, 2]
    xs[0] = 9
    return xs


@deal.post(lambda r: r == [2])
def lists_057_f():
    xs = [1, 2]
    xs[0] = 9
    return xs


def lists_058_h():
    xs = [1, 2]
    del xs[0]
    r = xs
    assert r == [2]


def lists_058_f():
    xs = [1, 2]
    del xs[0]
    r = xs
    assert r == [2, 0]


@deal.post(lambda r: r == ['a', 'b', 'c'])
def lists_059_h():
    return list('abc')


@deal.post(lambda r: r != ['a', 'b', 'c'])
def lists_059_f():
    return list('abc')


def lists_060_h():
    r = list(range(2, 8, 3))
    assert r == [2, 5]


def lists_060_f():
    r = list(range(2, 8, 3))
    assert r == [2, 5, 0]


@deal.post(lambda r: r == [2, 6])
def lists_061_h():
    return [x * 2 for x in [1, 2, 3] if x != 2]


@deal.post(lambda r: r == [6])
def lists_061_f():
    return [x * 2 for x in [1, 2, 3] if x != 2]


def lists_062_h():
    r = [1, 2].__len__()
    assert r == 2


def lists_062_f():
    r = [1, 2].__len__()
    assert r != 2


@deal.post(lambda r: r == [])
def lists_063_h():
    xs = [1, 2, 3]
    xs.clear()
    return xs


@deal.post(lambda r: r == [None])
def lists_063_f():
    xs = [1, 2, 3]
    xs.clear()
    return xs


def lists_064_h():
    r = [1, 2, 3].copy()
    assert r == [1, 2, 3]


def lists_064_f():
    r = [1, 2, 3].copy()
    assert r == [1, 2, 3, 0]


@deal.post(lambda r: not r)
def lists_065_h():
    return [1, 2] == (1, 2)


@deal.post(lambda r: r)
def lists_065_f():
    return [1, 2] == (1, 2)


@deal.raises(TypeError)
def lists_066_h():
    return [1] + (2,)


def lists_066_f():
    return [1] + (2,)


@deal.post(lambda r: r)
def lists_067_h():
    return [math.nan] == [math.nan]


@deal.post(lambda r: not r)
def lists_067_f():
    return [math.nan] == [math.nan]


def lists_068_h():
    x = math.nan
    r = [x] == [x]
    assert r


def lists_068_f():
    x = math.nan
    r = [x] == [x]
    assert not r


@deal.post(lambda r: not r)
def lists_069_h():
    return [float('nan')] == [float('nan')]


@deal.post(lambda r: r)
def lists_069_f():
    return [float('nan')] == [float('nan')]


def lists_070_h():
    r = [0.0] == [-0.0]
    assert r


def lists_070_f():
    r = [0.0] == [-0.0]
    assert not r


@deal.post(lambda r: not r)
def lists_071_h():
    return [1, 2] != [1, 2.0]


@deal.post(lambda r: r)
def lists_071_f():
    return [1, 2] != [1, 2.0]


def lists_072_h():
    r = max([[1], [0, 5]])
    assert r == [1]


def lists_072_f():
    r = max([[1], [0, 5]])
    assert r == [1, 0]


@deal.post(lambda r: r == [[1], [1, 9], [2]])
def lists_073_h():
    return sorted([[2], [1, 9], [1]])


@deal.post(lambda r: r == [[1, 9], [2]])
def lists_073_f():
    return sorted([[2], [1, 9], [1]])


def lists_074_h():
    xs = [4, 5]
    for i, x in enumerate(xs):
        xs[i] = x * 10
    r = xs
    assert r == [40, 50]


def lists_074_f():
    xs = [4, 5]
    for i, x in enumerate(xs):
        xs[i] = x * 10
    r = xs
    assert r != [40, 50]


@deal.post(lambda r: r == [(1, 'a'), (2, 'b')])
def lists_075_h():
    return list(zip([1, 2], 'ab'))


@deal.post(lambda r: r == [(2, 'b')])
def lists_075_f():
    return list(zip([1, 2], 'ab'))
