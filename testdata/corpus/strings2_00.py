"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def str_methods_000_h():
    r = 'Hello'.lower()
    assert r == 'hello'


def str_methods_000_f():
    r = 'Hello'.lower()
    assert r == 'hello!'


@deal.post(lambda r: r == 'HELLO')
def str_methods_001_h():
    return 'Hello'.upper()


@deal.post(lambda r: r == 'ELLO')
def str_methods_001_f():
    return 'Hello'.upper()


def str_methods_002_h():
    r = 'ß'.upper()
    assert r == 'SS'


def str_methods_002_f():
    r = 'ß'.upper()
    assert r != 'SS'


@deal.post(lambda r: r == 'i̇')
def str_methods_003_h():
    return 'İ'.lower()


@deal.post(lambda r: r == '̇')
def str_methods_003_f():
    return 'İ'.lower()


def str_methods_004_h():
    r = '  x '.strip()
    assert r == 'x'


def str_methods_004_f():
    r = '  x '.strip()
    assert r == 'x!'


@deal.post(lambda r: r == 'a')
def str_methods_005_h():
    return 'xxaxx'.strip('x')


@deal.post(lambda r: r != 'a')
def str_methods_005_f():
    return 'xxaxx'.strip('x')


def str_methods_006_h():
    r = ' a '.lstrip()
    assert r == 'a '


def str_methods_006_f():
    r = ' a '.lstrip()
    assert r == 'a !'


@deal.post(lambda r: r == ' a')
def str_methods_007_h():
    return ' a '.rstrip()


@deal.post(lambda r: r == 'a')
def str_methods_007_f():
    return ' a '.rstrip()


def str_methods_008_h():
    r = 'a,b,,c'.split(',')
    assert r == ['a', 'b', '', 'c']


def str_methods_008_f():
    r = 'a,b,,c'.split(',')
    assert r != ['a', 'b', '', 'c']


@deal.post(lambda r: r == ['a', 'b', 'c'])
def str_methods_009_h():
    return 'a b  c'.split()


@deal.post(lambda r: r == ['b', 'c'])
def str_methods_009_f():
    return 'a b  c'.split()


def str_methods_010_h():
    r = 'a,b,c'.split(',', 1)
    assert r == ['a', 'b,c']


def str_methods_010_f():
    r = 'a,b,c'.split(',', 1)
    assert r == ['a', 'b,c', 0]


@deal.post(lambda r: r == ['a,b', 'c'])
def str_methods_011_h():
    return 'a,b,c'.rsplit(',', 1)


@deal.post(lambda r: r != ['a,b', 'c'])
def str_methods_011_f():
    return 'a,b,c'.rsplit(',', 1)


def str_methods_012_h():
    r = ','.join(['a', 'b'])
    assert r == 'a,b'


def str_methods_012_f():
    r = ','.join(['a', 'b'])
    assert r == 'a,b!'


@deal.post(lambda r: r == '')
def str_methods_013_h():
    return ''.join([])


@deal.post(lambda r: r == '?')
def str_methods_013_f():
    return ''.join([])


def str_methods_014_h():
    r = '-'.join('abc')
    assert r == 'a-b-c'


def str_methods_014_f():
    r = '-'.join('abc')
    assert r != 'a-b-c'
