"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


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


@deal.raises(TypeError)
def dicts_055_h():
    return {'a': 1}.get('a', default=1)


@deal.raises(ValueError)
def dicts_055_f():
    return {'a': 1}.get('a', default=1)


@deal.raises(TypeError)
def dicts_056_h():
    d = {'a': 1}
    d.pop()
    return d


def dicts_056_f():
    d = {'a': 1}
    d.pop()
    return d


@deal.post(lambda r: r == {'a': 1})
def dicts_057_h():
    d = {}
    d.update([('a', 1)])
    return d


@deal.post(lambda r: r == {'a': 1, 'zz': 0})
def dicts_057_f():
    d = {}
    d.update([('a', 1)])
    return d


def dicts_058_h():
    d = {}
    d.update({'a': 1}, b=2)
    r = d
    assert r == {'a': 1, 'b': 2}


def dicts_058_f():
    d = {}
    d.update({'a': 1}, b=2)
    r = d
    assert r == {'a': 1, 'b': 2, 'zz': 0}


@deal.post(lambda r: r == {'a': 2})
def dicts_059_h():
    return dict([('a', 1)], a=2)


@deal.post(lambda r: r != {'a': 2})
def dicts_059_f():
    return dict([('a', 1)], a=2)
