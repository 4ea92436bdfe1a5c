"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


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
