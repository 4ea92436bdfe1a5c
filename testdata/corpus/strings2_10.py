"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def str_methods_150_h():
    r = 'abc'.index('')
    assert r == 0


def str_methods_150_f():
    r = 'abc'.index('')
    assert r == 1


@deal.post(lambda r: r == 'b')
def str_methods_151_h():
    return 'ab'[True]


@deal.post(lambda r: r == '')
def str_methods_151_f():
    return 'ab'[True]


def str_methods_152_h():
    r = 'abc'.find('b', -2)
    assert r == 1


def str_methods_152_f():
    r = 'abc'.find('b', -2)
    assert r != 1


@deal.post(lambda r: r == -1)
def str_methods_153_h():
    return 'abc'.find('b', -1)


@deal.post(lambda r: r == -2)
def str_methods_153_f():
    return 'abc'.find('b', -1)


def str_methods_154_h():
    r = 'abcabc'.rfind('b', 0, 4)
    assert r == 1


def str_methods_154_f():
    r = 'abcabc'.rfind('b', 0, 4)
    assert r == 2


@deal.post(lambda r: r == 2)
def str_methods_155_h():
    return 'abcabc'.rindex('c', 0, 3)


@deal.post(lambda r: r != 2)
def str_methods_155_f():
    return 'abcabc'.rindex('c', 0, 3)


def str_methods_156_h():
    r = 'abcabc'.count('bc', -3)
    assert r == 1


def str_methods_156_f():
    r = 'abcabc'.count('bc', -3)
    assert r == 2


@deal.post(lambda r: r)
def str_methods_157_h():
    return 'abc'.endswith('')


@deal.post(lambda r: not r)
def str_methods_157_f():
    return 'abc'.endswith('')


def str_methods_158_h():
    r = 'abc'.endswith('c', 5)
    assert not r


def str_methods_158_f():
    r = 'abc'.endswith('c', 5)
    assert r


@deal.post(lambda r: not r)
def str_methods_159_h():
    return 'abc'.endswith('', 5)


@deal.post(lambda r: r)
def str_methods_159_f():
    return 'abc'.endswith('', 5)


def str_methods_160_h():
    r = 'abc'.startswith('', 3)
    assert r


def str_methods_160_f():
    r = 'abc'.startswith('', 3)
    assert not r


@deal.post(lambda r: not r)
def str_methods_161_h():
    return 'abc'.startswith('', 4)


@deal.post(lambda r: r)
def str_methods_161_f():
    return 'abc'.startswith('', 4)
