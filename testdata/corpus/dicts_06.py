"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.raises(RuntimeError)
def dicts_090_h():
    d = {'a': 1}
    for k in d:
        d['z'] = 0
    return d


def dicts_090_f():
    d = {'a': 1}
    for k in d:
        d['z'] = 0
    return d


@deal.post(lambda r: r == {'a': 1, 'b': 2})
def dicts_091_h():
    return dict(zip('ab', [1, 2]))


@deal.post(lambda r: r == {'a': 1, 'b': 2, 'zz': 0})
def dicts_091_f():
    return dict(zip('ab', [1, 2]))


def dicts_092_h():
    r = {k: v for k, v in [('a', 1), ('a', 2)]}
    assert r == {'a': 2}


def dicts_092_f():
    r = {k: v for k, v in [('a', 1), ('a', 2)]}
    assert r != {'a': 2}


@deal.raises(TypeError)
def dicts_093_h():
    return {'a': 1}.get(['a'])


@deal.raises(ValueError)
def dicts_093_f():
    return {'a': 1}.get(['a'])


def dicts_094_h():
    r = {'a': 1}.get('a', 2) + 1
    assert r == 2


def dicts_094_f():
    r = {'a': 1}.get('a', 2) + 1
    assert r == 3


@deal.post(lambda r: r == [('b', 3), ('a', 2)])
def dicts_095_h():
    d = {'b': 1}
    d['a'] = 2
    d['b'] = 3
    return list(d.items())


@deal.post(lambda r: r != [('b', 3), ('a', 2)])
def dicts_095_f():
    d = {'b': 1}
    d['a'] = 2
    d['b'] = 3
    return list(d.items())


def dicts_096_h():
    d = {'b': 1, 'a': 2}
    d.pop('b')
    d['b'] = 1
    r = list(d)
    assert r == ['a', 'b']


def dicts_096_f():
    d = {'b': 1, 'a': 2}
    d.pop('b')
    d['b'] = 1
    r = list(d)
    assert r == ['a', 'b', 0]


@deal.post(lambda r: not r)
def dicts_097_h():
    return {'a': 1} == {'a': 1, 'b': 2}


@deal.post(lambda r: r)
def dicts_097_f():
    return {'a': 1} == {'a': 1, 'b': 2}


def dicts_098_h():
    r = {'a': 1} != {'a': 1.0}
    assert not r


def dicts_098_f():
    r = {'a': 1} != {'a': 1.0}
    assert r


@deal.post(lambda r: not r)
def dicts_099_h():
    return {'x': [1, 2]} == {'x': (1, 2)}


@deal.post(lambda r: r)
def dicts_099_f():
    return {'x': [1, 2]} == {'x': (1, 2)}


def dicts_100_h():
    r = {'é': 1} == {'é': 1}
    assert not r


def dicts_100_f():
    r = {'é': 1} == {'é': 1}
    assert r
