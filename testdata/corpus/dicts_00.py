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
