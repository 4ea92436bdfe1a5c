"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def str_methods_120_h():
    r = 'straße'.upper() == 'STRASSE'
    assert r


def str_methods_120_f():
    r = 'straße'.upper() == 'STRASSE'
    assert not r


@deal.post(lambda r: r)
def str_methods_121_h():
    return 'ǈ'.istitle()


@deal.post(lambda r: not r)
def str_methods_121_f():
    return 'ǈ'.istitle()


def str_methods_122_h():
    r = 'Σ'.lower()
    assert r == 'σ'


def str_methods_122_f():
    r = 'Σ'.lower()
    assert r != 'σ'


@deal.post(lambda r: r == 'aς')
def str_methods_123_h():
    return 'aΣ'.lower()


@deal.post(lambda r: r == 'ς')
def str_methods_123_f():
    return 'aΣ'.lower()


def str_methods_124_h():
    r = 'aΣb'.lower()
    assert r == 'aσb'


def str_methods_124_f():
    r = 'aΣb'.lower()
    assert r == 'aσb!'


@deal.post(lambda r: r == 2)
def str_methods_125_h():
    return 'abc'.find('c', 1)


@deal.post(lambda r: r != 2)
def str_methods_125_f():
    return 'abc'.find('c', 1)


def str_methods_126_h():
    r = 'abc'.find('a', 1)
    assert r == -1


def str_methods_126_f():
    r = 'abc'.find('a', 1)
    assert r == 0


@deal.post(lambda r: r == 0)
def str_methods_127_h():
    return 'abc'.count('a', 1)


@deal.post(lambda r: r == -1)
def str_methods_127_f():
    return 'abc'.count('a', 1)


@deal.raises(ValueError)
def str_methods_128_h():
    return 'abc'.index('a', 1)


def str_methods_128_f():
    return 'abc'.index('a', 1)


@deal.post(lambda r: r)
def str_methods_129_h():
    return 'abc'.startswith('b', 1)


@deal.post(lambda r: not r)
def str_methods_129_f():
    return 'abc'.startswith('b', 1)


def str_methods_130_h():
    r = 'abc'.endswith('b', 0, 2)
    assert r


def str_methods_130_f():
    r = 'abc'.endswith('b', 0, 2)
    assert not r


@deal.post(lambda r: r == ['a', 'b,c'])
def str_methods_131_h():
    return 'a,b,c'.split(',', maxsplit=1)


@deal.post(lambda r: r != ['a', 'b,c'])
def str_methods_131_f():
    return 'a,b,c'.split(',', maxsplit=1)


def str_methods_132_h():
    r = 'abc'.strip(None)
    assert r == 'abc'


def str_methods_132_f():
    r = 'abc'.strip(None)
    assert r == 'abc!'


@deal.post(lambda r: r == ['a', 'b'])
def str_methods_133_h():
    return 'a b'.split(None)


@deal.post(lambda r: r == ['b'])
def str_methods_133_f():
    return 'a b'.split(None)


@deal.raises(TypeError)
def str_methods_134_h():
    return 'aaa'.replace('a', 'b', count=1)


def str_methods_134_f():
    return 'aaa'.replace('a', 'b', count=1)
