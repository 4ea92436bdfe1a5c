"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


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
