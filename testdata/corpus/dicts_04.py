"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def dicts_060_h():
    r = dict.fromkeys([1, 2])
    assert r == {1: None, 2: None}


def dicts_060_f():
    r = dict.fromkeys([1, 2])
    assert r == {1: None, 2: None, 'zz': 0}


@deal.post(lambda r: r)
def dicts_061_h():
    return {'a': 1} == {'a': True}


@deal.post(lambda r: not r)
def dicts_061_f():
    return {'a': 1} == {'a': True}


def dicts_062_h():
    r = {1: 'a'}[True]
    assert r == 'a'


def dicts_062_f():
    r = {1: 'a'}[True]
    assert r != 'a'


@deal.post(lambda r: r == {1: 'b'})
def dicts_063_h():
    return {1: 'a', True: 'b'}


@deal.post(lambda r: r == {1: 'b', 'zz': 0})
def dicts_063_f():
    return {1: 'a', True: 'b'}


def dicts_064_h():
    r = {0: 1, 0.0: 2, False: 3}
    assert r == {0: 3}


def dicts_064_f():
    r = {0: 1, 0.0: 2, False: 3}
    assert r == {0: 3, 'zz': 0}


@deal.post(lambda r: r == [1])
def dicts_065_h():
    return list({1: 'a', True: 'b'})


@deal.post(lambda r: r != [1])
def dicts_065_f():
    return list({1: 'a', True: 'b'})


def dicts_066_h():
    r = list({'b': 1, 'a': 2}.items())
    assert r == [('b', 1), ('a', 2)]


def dicts_066_f():
    r = list({'b': 1, 'a': 2}.items())
    assert r == [('b', 1), ('a', 2), 0]


@deal.post(lambda r: r == set())
def dicts_067_h():
    return {'a': 1}.keys() - {'a'}


@deal.post(lambda r: r == {0})
def dicts_067_f():
    return {'a': 1}.keys() - {'a'}


def dicts_068_h():
    r = {'a': 1}.items() <= {('a', 1), ('b', 2)}
    assert r


def dicts_068_f():
    r = {'a': 1}.items() <= {('a', 1), ('b', 2)}
    assert not r


@deal.post(lambda r: not r)
def dicts_069_h():
    return {'a': 1}.values() == [1]


@deal.post(lambda r: r)
def dicts_069_f():
    return {'a': 1}.values() == [1]


def dicts_070_h():
    r = list({'a': 1}.values()) == [1]
    assert r


def dicts_070_f():
    r = list({'a': 1}.values()) == [1]
    assert not r


@deal.raises(TypeError)
def dicts_071_h():
    d = {}
    d[[1]] = 2
    return d


@deal.raises(ValueError)
def dicts_071_f():
    d = {}
    d[[1]] = 2
    return d


def dicts_072_h():
    r = {(1, 2): 'x'}[(1, 2)]
    assert r == 'x'


def dicts_072_f():
    r = {(1, 2): 'x'}[(1, 2)]
    assert r == 'x!'


@deal.post(lambda r: r == 1)
def dicts_073_h():
    return len({**{'a': 1}, **{'a': 2}})


@deal.post(lambda r: r == 0)
def dicts_073_f():
    return len({**{'a': 1}, **{'a': 2}})


def dicts_074_h():
    r = {**{'a': 1}, **{'a': 2}}
    assert r == {'a': 2}


def dicts_074_f():
    r = {**{'a': 1}, **{'a': 2}}
    assert r != {'a': 2}
