"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.raises(TypeError)
def str_methods_015_h():
    return ','.join([1, 2])


@deal.raises(ValueError)
def str_methods_015_f():
    return ','.join([1, 2])


def str_methods_016_h():
    r = 'hello'.replace('l', 'L')
    assert r == 'heLLo'


def str_methods_016_f():
    r = 'hello'.replace('l', 'L')
    assert r == 'heLLo!'


@deal.post(lambda r: r == 'heLlo')
def str_methods_017_h():
    return 'hello'.replace('l', 'L', 1)


@deal.post(lambda r: r != 'heLlo')
def str_methods_017_f():
    return 'hello'.replace('l', 'L', 1)


def str_methods_018_h():
    r = 'hello'.find('l')
    assert r == 2


def str_methods_018_f():
    r = 'hello'.find('l')
    assert r == 3


@deal.post(lambda r: r == -1)
def str_methods_019_h():
    return 'hello'.find('z')


@deal.post(lambda r: r == -2)
def str_methods_019_f():
    return 'hello'.find('z')


def str_methods_020_h():
    r = 'hello'.rfind('l')
    assert r == 3


def str_methods_020_f():
    r = 'hello'.rfind('l')
    assert r != 3


@deal.raises(ValueError)
def str_methods_021_h():
    return 'hello'.index('z')


@deal.raises(TypeError)
def str_methods_021_f():
    return 'hello'.index('z')


def str_methods_022_h():
    r = 'hello'.count('l')
    assert r == 2


def str_methods_022_f():
    r = 'hello'.count('l')
    assert r == 3


@deal.post(lambda r: r == 1)
def str_methods_023_h():
    return 'aaa'.count('aa')


@deal.post(lambda r: r != 1)
def str_methods_023_f():
    return 'aaa'.count('aa')


def str_methods_024_h():
    r = 'abc'.startswith('ab')
    assert r


def str_methods_024_f():
    r = 'abc'.startswith('ab')
    assert not r


@deal.post(lambda r: r)
def str_methods_025_h():
    return 'abc'.endswith(('x', 'c'))


@deal.post(lambda r: not r)
def str_methods_025_f():
    return 'abc'.endswith(('x', 'c'))


def str_methods_026_h():
    r = 'abc'.startswith('')
    assert r


def str_methods_026_f():
    r = 'abc'.startswith('')
    assert not r


@deal.post(lambda r: r)
def str_methods_027_h():
    return '123'.isdigit()


@deal.post(lambda r: not r)
def str_methods_027_f():
    return '123'.isdigit()


def str_methods_028_h():
    r = '١٢٣'.isdigit()
    assert r


def str_methods_028_f():
    r = '١٢٣'.isdigit()
    assert not r


@deal.post(lambda r: not r)
def str_methods_029_h():
    return ''.isdigit()


@deal.post(lambda r: r)
def str_methods_029_f():
    return ''.isdigit()
