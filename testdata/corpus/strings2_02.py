"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def str_methods_030_h():
    r = 'abc'.isalpha()
    assert r


def str_methods_030_f():
    r = 'abc'.isalpha()
    assert not r


@deal.post(lambda r: r)
def str_methods_031_h():
    return 'é'.isalpha()


@deal.post(lambda r: not r)
def str_methods_031_f():
    return 'é'.isalpha()


def str_methods_032_h():
    r = 'a1'.isalnum()
    assert r


def str_methods_032_f():
    r = 'a1'.isalnum()
    assert not r


@deal.post(lambda r: r)
def str_methods_033_h():
    return '  '.isspace()


@deal.post(lambda r: not r)
def str_methods_033_f():
    return '  '.isspace()


def str_methods_034_h():
    r = 'Hi There'.istitle()
    assert r


def str_methods_034_f():
    r = 'Hi There'.istitle()
    assert not r


@deal.post(lambda r: r == 'Hello World')
def str_methods_035_h():
    return 'hello world'.title()


@deal.post(lambda r: r != 'Hello World')
def str_methods_035_f():
    return 'hello world'.title()


def str_methods_036_h():
    r = 'hello'.capitalize()
    assert r == 'Hello'


def str_methods_036_f():
    r = 'hello'.capitalize()
    assert r == 'Hello!'


@deal.post(lambda r: r == 'hELLO')
def str_methods_037_h():
    return 'Hello'.swapcase()


@deal.post(lambda r: r == 'ELLO')
def str_methods_037_f():
    return 'Hello'.swapcase()


def str_methods_038_h():
    r = 'ab'.center(6, '*')
    assert r == '**ab**'


def str_methods_038_f():
    r = 'ab'.center(6, '*')
    assert r != '**ab**'


@deal.post(lambda r: r == 'ab  ')
def str_methods_039_h():
    return 'ab'.ljust(4)


@deal.post(lambda r: r == 'b  ')
def str_methods_039_f():
    return 'ab'.ljust(4)


def str_methods_040_h():
    r = 'ab'.rjust(4, '0')
    assert r == '00ab'


def str_methods_040_f():
    r = 'ab'.rjust(4, '0')
    assert r == '00ab!'


@deal.post(lambda r: r == '00042')
def str_methods_041_h():
    return '42'.zfill(5)


@deal.post(lambda r: r != '00042')
def str_methods_041_f():
    return '42'.zfill(5)


def str_methods_042_h():
    r = '-42'.zfill(5)
    assert r == '-0042'


def str_methods_042_f():
    r = '-42'.zfill(5)
    assert r == '-0042!'


@deal.post(lambda r: r == ['a', 'b', 'c'])
def str_methods_043_h():
    return 'a\nb\r\nc'.splitlines()


@deal.post(lambda r: r == ['b', 'c'])
def str_methods_043_f():
    return 'a\nb\r\nc'.splitlines()


def str_methods_044_h():
    r = 'a=b=c'.partition('=')
    assert r == ('a', '=', 'b=c')


def str_methods_044_f():
    r = 'a=b=c'.partition('=')
    assert r != ('a', '=', 'b=c')
