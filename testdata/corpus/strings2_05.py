"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == 'σας')
def str_methods_075_h():
    return 'ΣΑΣ'.lower()


@deal.post(lambda r: r == 'ας')
def str_methods_075_f():
    return 'ΣΑΣ'.lower()


def str_methods_076_h():
    r = 'İ'.lower() == 'i'
    assert not r


def str_methods_076_f():
    r = 'İ'.lower() == 'i'
    assert r


@deal.post(lambda r: r == 2)
def str_methods_077_h():
    return len('İ'.lower())


@deal.post(lambda r: r != 2)
def str_methods_077_f():
    return len('İ'.lower())


def str_methods_078_h():
    r = 'ß'.swapcase()
    assert r == 'SS'


def str_methods_078_f():
    r = 'ß'.swapcase()
    assert r == 'SS!'


@deal.post(lambda r: not r)
def str_methods_079_h():
    return 'a\u0300'.isalpha()


@deal.post(lambda r: r)
def str_methods_079_f():
    return 'a\u0300'.isalpha()


def str_methods_080_h():
    r = 'Ⅻ'.isnumeric()
    assert r


def str_methods_080_f():
    r = 'Ⅻ'.isnumeric()
    assert not r


@deal.post(lambda r: not r)
def str_methods_081_h():
    return 'Ⅻ'.isdigit()


@deal.post(lambda r: r)
def str_methods_081_f():
    return 'Ⅻ'.isdigit()


def str_methods_082_h():
    r = '½'.isdecimal()
    assert not r


def str_methods_082_f():
    r = '½'.isdecimal()
    assert r


@deal.post(lambda r: r)
def str_methods_083_h():
    return '\u00a0'.isspace()


@deal.post(lambda r: not r)
def str_methods_083_f():
    return '\u00a0'.isspace()


def str_methods_084_h():
    r = '\u200b'.isspace()
    assert not r


def str_methods_084_f():
    r = '\u200b'.isspace()
    assert r


@deal.post(lambda r: r == 'a')
def str_methods_085_h():
    return ' a\u00a0'.strip()


@deal.post(lambda r: r == '')
def str_methods_085_f():
    return ' a\u00a0'.strip()


def str_methods_086_h():
    r = 'a\u2028b'.splitlines()
    assert r == ['a', 'b']


def str_methods_086_f():
    r = 'a\u2028b'.splitlines()
    assert r != ['a', 'b']


@deal.post(lambda r: r == ['a', 'b'])
def str_methods_087_h():
    return 'a\x1cb'.split()


@deal.post(lambda r: r == ['b'])
def str_methods_087_f():
    return 'a\x1cb'.split()


def str_methods_088_h():
    r = 'abc'.center(6)
    assert r == ' abc  '


def str_methods_088_f():
    r = 'abc'.center(6)
    assert r == ' abc  !'


@deal.post(lambda r: r == '--abc--')
def str_methods_089_h():
    return 'abc'.center(7, '-')


@deal.post(lambda r: r != '--abc--')
def str_methods_089_f():
    return 'abc'.center(7, '-')
