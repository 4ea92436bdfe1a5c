"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def dicts_000_h():
    r = {'a': 1} == {'a': 1}
    assert r


def dicts_000_f():
    r = {'a': 1} == {'a': 1}
    assert not r


@deal.post(lambda r: r)
def dicts_001_h():
    return {'a': 1, 'b': 2} == {'b': 2, 'a': 1}


@deal.post(lambda r: not r)
def dicts_001_f():
    return {'a': 1, 'b': 2} == {'b': 2, 'a': 1}


def dicts_002_h():
    r = {'a': 1} == {'a': 1.0}
    assert r


def dicts_002_f():
    r = {'a': 1} == {'a': 1.0}
    assert not r


@deal.post(lambda r: r)
def dicts_003_h():
    return {'a': 1} != {'a': 2}


@deal.post(lambda r: not r)
def dicts_003_f():
    return {'a': 1} != {'a': 2}


def dicts_004_h():
    r = {'a': 1} == [('a', 1)]
    assert not r


def dicts_004_f():
    r = {'a': 1} == [('a', 1)]
    assert r


@deal.post(lambda r: not r)
def dicts_005_h():
    return {} == set()


@deal.post(lambda r: r)
def dicts_005_f():
    return {} == set()


def dicts_006_h():
    r = {1: 'x'} == {True: 'x'}
    assert r


def dicts_006_f():
    r = {1: 'x'} == {True: 'x'}
    assert not r


@deal.post(lambda r: r == 1)
def dicts_007_h():
    return {'a': 1}.get('a')


@deal.post(lambda r: r == 0)
def dicts_007_f():
    return {'a': 1}.get('a')


def dicts_008_h():
    r = {'a': 1}.get('b')
    assert r == None


def dicts_008_f():
    r = {'a': 1}.get('b')
    assert r != None


@deal.post(lambda r: r == 7)
def dicts_009_h():
    return {'a': 1}.get('b', 7)


@deal.post(lambda r: r == 6)
def dicts_009_f():
    return {'a': 1}.get('b', 7)


def dicts_010_h():
    d = {'a': 1}
    v = d.pop('a')
    r = (d, v)
    assert r == ({}, 1)


def dicts_010_f():
    d = {'a': 1}
    v = d.pop('a')
    r = (d, v)
    assert r == ({}, 1, 0)


@deal.raises(KeyError)
def dicts_011_h():
    d = {'a': 1}
    d.pop('z')
    return d


@deal.raises(IndexError)
def dicts_011_f():
    d = {'a': 1}
    d.pop('z')
    return d


def dicts_012_h():
    d = {'a': 1}
    v = d.pop('z', 0)
    r = (d, v)
    assert r == ({'a': 1}, 0)


def dicts_012_f():
    d = {'a': 1}
    v = d.pop('z', 0)
    r = (d, v)
    assert r == ({'a': 1}, 0, 0)


@deal.post(lambda r: r == ({'k': 5}, 5, 5))
def dicts_013_h():
    d = {}
    v = d.setdefault('k', 5)
    w = d.setdefault('k', 6)
    return (d, v, w)


@deal.post(lambda r: r == ({'k': 5}, 5, 5, 0))
def dicts_013_f():
    d = {}
    v = d.setdefault('k', 5)
    w = d.setdefault('k', 6)
    return (d, v, w)


def dicts_014_h():
    d = {'a': 1}
    d.update({'b': 2, 'a': 3})
    r = d
    assert r == {'a': 3, 'b': 2}


def dicts_014_f():
    d = {'a': 1}
    d.update({'b': 2, 'a': 3})
    r = d
    assert r != {'a': 3, 'b': 2}


@deal.post(lambda r: r == {'a': 1, 'b': 2})
def dicts_015_h():
    d = {'a': 1}
    d.update(b=2)
    return d


@deal.post(lambda r: r == {'a': 1, 'b': 2, 'zz': 0})
def dicts_015_f():
    d = {'a': 1}
    d.update(b=2)
    return d


def dicts_016_h():
    r = dict(a=1, b=2)
    assert r == {'a': 1, 'b': 2}


def dicts_016_f():
    r = dict(a=1, b=2)
    assert r == {'a': 1, 'b': 2, 'zz': 0}


@deal.post(lambda r: r == {'a': 2})
def dicts_017_h():
    return dict([('a', 1), ('a', 2)])


@deal.post(lambda r: r != {'a': 2})
def dicts_017_f():
    return dict([('a', 1), ('a', 2)])


def dicts_018_h():
    r = dict({'x': 1}, y=2)
    assert r == {'x': 1, 'y': 2}


def dicts_018_f():
    r = dict({'x': 1}, y=2)
    assert r == {'x': 1, 'y': 2, 'zz': 0}


@deal.post(lambda r: r)
def dicts_019_h():
    return 'a' in {'a': 1}


@deal.post(lambda r: not r)
def dicts_019_f():
    return 'a' in {'a': 1}


def dicts_020_h():
    r = 1 in {'a': 1}
    assert not r


def dicts_020_f():
    r = 1 in {'a': 1}
    assert r


@deal.post(lambda r: r == ['b', 'a'])
def dicts_021_h():
    return list({'b': 1, 'a': 2})


@deal.post(lambda r: r == ['a'])
def dicts_021_f():
    return list({'b': 1, 'a': 2})


def dicts_022_h():
    r = list({'b': 1, 'a': 2}.keys())
    assert r == ['b', 'a']


def dicts_022_f():
    r = list({'b': 1, 'a': 2}.keys())
    assert r == ['b', 'a', 0]


@deal.post(lambda r: r == [1, 2])
def dicts_023_h():
    return list({'b': 1, 'a': 2}.values())


@deal.post(lambda r: r != [1, 2])
def dicts_023_f():
    return list({'b': 1, 'a': 2}.values())


def dicts_024_h():
    r = list({'b': 1, 'a': 2}.items())
    assert r == [('b', 1), ('a', 2)]


def dicts_024_f():
    r = list({'b': 1, 'a': 2}.items())
    assert r == [('b', 1), ('a', 2), 0]


@deal.post(lambda r: r)
def dicts_025_h():
    return {'a': 1}.keys() == {'a'}


@deal.post(lambda r: not r)
def dicts_025_f():
    return {'a': 1}.keys() == {'a'}


def dicts_026_h():
    r = {'a': 1}.items() == {('a', 1)}
    assert r


def dicts_026_f():
    r = {'a': 1}.items() == {('a', 1)}
    assert not r


@deal.post(lambda r: r == {'b'})
def dicts_027_h():
    return {'a': 1, 'b': 2}.keys() & {'b', 'c'}


@deal.post(lambda r: r == set())
def dicts_027_f():
    return {'a': 1, 'b': 2}.keys() & {'b', 'c'}


def dicts_028_h():
    r = {'a': 1}.keys() | {'z'}
    assert r == {'a', 'z'}


def dicts_028_f():
    r = {'a': 1}.keys() | {'z'}
    assert r == {'a', 'z', 999}


@deal.post(lambda r: not r)
def dicts_029_h():
    return {'a': 1}.values() == {'a': 1}.values()


@deal.post(lambda r: r)
def dicts_029_f():
    return {'a': 1}.values() == {'a': 1}.values()


def dicts_030_h():
    r = len({'a': 1, 'b': 2})
    assert r == 2


def dicts_030_f():
    r = len({'a': 1, 'b': 2})
    assert r == 3


@deal.raises(KeyError)
def dicts_031_h():
    return {'a': 1}['b']


@deal.raises(IndexError)
def dicts_031_f():
    return {'a': 1}['b']


def dicts_032_h():
    r = {'a': 1}['a']
    assert r == 1


def dicts_032_f():
    r = {'a': 1}['a']
    assert r != 1


@deal.post(lambda r: r == {'b': 2})
def dicts_033_h():
    d = {'a': 1}
    d['b'] = 2
    del d['a']
    return d


@deal.post(lambda r: r == {'b': 2, 'zz': 0})
def dicts_033_f():
    d = {'a': 1}
    d['b'] = 2
    del d['a']
    return d


@deal.raises(KeyError)
def dicts_034_h():
    d = {'a': 1}
    del d['z']
    return d


def dicts_034_f():
    d = {'a': 1}
    del d['z']
    return d


@deal.post(lambda r: r == ['b', 'a'])
def dicts_035_h():
    d = {'b': 1, 'a': 2}
    d['b'] = 5
    return list(d)


@deal.post(lambda r: r != ['b', 'a'])
def dicts_035_f():
    d = {'b': 1, 'a': 2}
    d['b'] = 5
    return list(d)


def dicts_036_h():
    d = {'b': 1, 'a': 2}
    del d['b']
    d['b'] = 5
    r = list(d)
    assert r == ['a', 'b']


def dicts_036_f():
    d = {'b': 1, 'a': 2}
    del d['b']
    d['b'] = 5
    r = list(d)
    assert r == ['a', 'b', 0]


@deal.post(lambda r: r == {'a': 1, 'b': 2})
def dicts_037_h():
    d = {'a': 1}
    e = d
    e['b'] = 2
    return d


@deal.post(lambda r: r == {'a': 1, 'b': 2, 'zz': 0})
def dicts_037_f():
    d = {'a': 1}
    e = d
    e['b'] = 2
    return d


def dicts_038_h():
    d = {'a': 1}
    e = dict(d)
    e['b'] = 2
    r = d
    assert r == {'a': 1}


def dicts_038_f():
    d = {'a': 1}
    e = dict(d)
    e['b'] = 2
    r = d
    assert r != {'a': 1}


@deal.post(lambda r: r == {'x': 2, 'y': 4})
def dicts_039_h():
    return {k: v * 2 for k, v in {'x': 1, 'y': 2}.items()}


@deal.post(lambda r: r == {'x': 2, 'y': 4, 'zz': 0})
def dicts_039_f():
    return {k: v * 2 for k, v in {'x': 1, 'y': 2}.items()}


def dicts_040_h():
    r = {'a': 1} | {'a': 2, 'b': 3}
    assert r == {'a': 2, 'b': 3}


def dicts_040_f():
    r = {'a': 1} | {'a': 2, 'b': 3}
    assert r == {'a': 2, 'b': 3, 'zz': 0}


@deal.post(lambda r: r == ['a', 'b'])
def dicts_041_h():
    return sorted({'b': 1, 'a': 2})


@deal.post(lambda r: r != ['a', 'b'])
def dicts_041_f():
    return sorted({'b': 1, 'a': 2})


def dicts_042_h():
    r = max({'b': 1, 'a': 2})
    assert r == 'b'


def dicts_042_f():
    r = max({'b': 1, 'a': 2})
    assert r == 'b!'


@deal.post(lambda r: r == 3)
def dicts_043_h():
    return sum({1: 'a', 2: 'b'})


@deal.post(lambda r: r == 2)
def dicts_043_f():
    return sum({1: 'a', 2: 'b'})


@deal.raises(TypeError)
def dicts_044_h():
    return {'a': 1} < {'a': 2}


def dicts_044_f():
    return {'a': 1} < {'a': 2}


@deal.post(lambda r: r == {'a': 0, 'b': 0})
def dicts_045_h():
    return dict.fromkeys('ab', 0)


@deal.post(lambda r: r == {'a': 0, 'b': 0, 'zz': 0})
def dicts_045_f():
    return dict.fromkeys('ab', 0)


def dicts_046_h():
    r = {'a': [1]} == {'a': [1]}
    assert r


def dicts_046_f():
    r = {'a': [1]} == {'a': [1]}
    assert not r


@deal.post(lambda r: r == 1)
def dicts_047_h():
    return {'é': 1}.get('é')


@deal.post(lambda r: r != 1)
def dicts_047_f():
    return {'é': 1}.get('é')


def dicts_048_h():
    d = {}
    for w in ['x', 'y', 'x']:
        d[w] = d.get(w, 0) + 1
    r = d
    assert r == {'x': 2, 'y': 1}


def dicts_048_f():
    d = {}
    for w in ['x', 'y', 'x']:
        d[w] = d.get(w, 0) + 1
    r = d
    assert r == {'x': 2, 'y': 1, 'zz': 0}


@deal.post(lambda r: r)
def dicts_049_h():
    return {'a': 1}.copy() == {'a': 1}


@deal.post(lambda r: not r)
def dicts_049_f():
    return {'a': 1}.copy() == {'a': 1}


def dicts_050_h():
    d = {'a': 1, 'b': 2}
    k = d.popitem()
    r = (d, k)
    assert r == ({'a': 1}, ('b', 2))


def dicts_050_f():
    d = {'a': 1, 'b': 2}
    k = d.popitem()
    r = (d, k)
    assert r != ({'a': 1}, ('b', 2))


@deal.raises(KeyError)
def dicts_051_h():
    d = {}
    d.popitem()
    return d


@deal.raises(IndexError)
def dicts_051_f():
    d = {}
    d.popitem()
    return d


def dicts_052_h():
    r = {0: 'a'} == {-0.0: 'a'}
    assert r


def dicts_052_f():
    r = {0: 'a'} == {-0.0: 'a'}
    assert not r


@deal.post(lambda r: r)
def dicts_053_h():
    return {'a': math.inf}['a'] > 1e308


@deal.post(lambda r: not r)
def dicts_053_f():
    return {'a': math.inf}['a'] > 1e308


def dicts_054_h():
    d = {'a': 1}
    d.clear()
    r = d
    assert r == {}


def dicts_054_f():
    d = {'a': 1}
    d.clear()
    r = d
    assert r == {'zz': 0}
