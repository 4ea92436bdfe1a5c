"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r)
def dicts_075_h():
    return {'a': 1} | {'b': 2} == {'b': 2, 'a': 1}


@deal.post(lambda r: not r)
def dicts_075_f():
    return {'a': 1} | {'b': 2} == {'b': 2, 'a': 1}


def dicts_076_h():
    r = list({'a': 1} | {'b': 2})
    assert r == ['a', 'b']


def dicts_076_f():
    r = list({'a': 1} | {'b': 2})
    assert r == ['a', 'b', 0]


@deal.post(lambda r: r == ['b', 'a'])
def dicts_077_h():
    return list({'b': 1} | {'a': 2, 'b': 3})


@deal.post(lambda r: r != ['b', 'a'])
def dicts_077_f():
    return list({'b': 1} | {'a': 2, 'b': 3})


def dicts_078_h():
    d = {'a': 1}
    v = d.setdefault('a', 5)
    r = (d, v)
    assert r == ({'a': 1}, 1)


def dicts_078_f():
    d = {'a': 1}
    v = d.setdefault('a', 5)
    r = (d, v)
    assert r == ({'a': 1}, 1, 0)


@deal.post(lambda r: r == ('b', 2))
def dicts_079_h():
    return {'a': 1, 'b': 2}.popitem()


@deal.post(lambda r: r == ('b', 2, 0))
def dicts_079_f():
    return {'a': 1, 'b': 2}.popitem()


def dicts_080_h():
    r = list(reversed({'a': 1, 'b': 2}))
    assert r == ['b', 'a']


def dicts_080_f():
    r = list(reversed({'a': 1, 'b': 2}))
    assert r != ['b', 'a']


@deal.post(lambda r: r == [('a', 2), ('b', 1)])
def dicts_081_h():
    return sorted({'b': 1, 'a': 2}.items())


@deal.post(lambda r: r == [('b', 1)])
def dicts_081_f():
    return sorted({'b': 1, 'a': 2}.items())


def dicts_082_h():
    r = 'a' in {'a': 1}.values()
    assert not r


def dicts_082_f():
    r = 'a' in {'a': 1}.values()
    assert r


@deal.post(lambda r: r)
def dicts_083_h():
    return 1 in {'a': 1}.values()


@deal.post(lambda r: not r)
def dicts_083_f():
    return 1 in {'a': 1}.values()


def dicts_084_h():
    r = ('a', 1) in {'a': 1}.items()
    assert r


def dicts_084_f():
    r = ('a', 1) in {'a': 1}.items()
    assert not r


@deal.post(lambda r: r == {'a': [1, 2]})
def dicts_085_h():
    d = {'a': [1]}
    e = d.copy()
    e['a'].append(2)
    return d


@deal.post(lambda r: r == {'a': [1, 2], 'zz': 0})
def dicts_085_f():
    d = {'a': [1]}
    e = d.copy()
    e['a'].append(2)
    return d


def dicts_086_h():
    d = {'a': [1]}
    e = dict(d)
    e['a'] = [3]
    r = d
    assert r == {'a': [1]}


def dicts_086_f():
    d = {'a': [1]}
    e = dict(d)
    e['a'] = [3]
    r = d
    assert r != {'a': [1]}


@deal.post(lambda r: r == {'a': 2, 'b': 3})
def dicts_087_h():
    d = {'a': 1, 'b': 2}
    for k in d:
        d[k] += 1
    return d


@deal.post(lambda r: r == {'a': 2, 'b': 3, 'zz': 0})
def dicts_087_f():
    d = {'a': 1, 'b': 2}
    for k in d:
        d[k] += 1
    return d


def dicts_088_h():
    d = {'a': 1}
    for k in list(d):
        del d[k]
    r = d
    assert r == {}


def dicts_088_f():
    d = {'a': 1}
    for k in list(d):
        del d[k]
    r = d
    assert r == {'zz': 0}


@deal.raises(RuntimeError)
def dicts_089_h():
    d = {'a': 1, 'b': 2}
    for k in d:
        del d[k]
    return d


def dicts_089_f():
    d = {'a': 1, 'b': 2}
    for k in d:
        del d[k]
    return d
