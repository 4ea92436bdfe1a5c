"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r)
def str_methods_105_h():
    return 'hello'.endswith('l', 0, 3)


@deal.post(lambda r: not r)
def str_methods_105_f():
    return 'hello'.endswith('l', 0, 3)


def str_methods_106_h():
    r = 'abc'.strip('')
    assert r == 'abc'


def str_methods_106_f():
    r = 'abc'.strip('')
    assert r == 'abc!'


@deal.post(lambda r: r == '')
def str_methods_107_h():
    return 'xyx'.strip('xy')


@deal.post(lambda r: r != '')
def str_methods_107_f():
    return 'xyx'.strip('xy')


def str_methods_108_h():
    r = '12'.isdecimal()
    assert r


def str_methods_108_f():
    r = '12'.isdecimal()
    assert not r


@deal.post(lambda r: not r)
def str_methods_109_h():
    return '-1'.isdigit()


@deal.post(lambda r: r)
def str_methods_109_f():
    return '-1'.isdigit()


def str_methods_110_h():
    r = '1.5'.isnumeric()
    assert not r


def str_methods_110_f():
    r = '1.5'.isnumeric()
    assert r


@deal.post(lambda r: r)
def str_methods_111_h():
    return 'Ab1'.isidentifier()


@deal.post(lambda r: not r)
def str_methods_111_f():
    return 'Ab1'.isidentifier()


def str_methods_112_h():
    r = '1a'.isidentifier()
    assert not r


def str_methods_112_f():
    r = '1a'.isidentifier()
    assert r


@deal.post(lambda r: not r)
def str_methods_113_h():
    return '\t'.isprintable()


@deal.post(lambda r: r)
def str_methods_113_f():
    return '\t'.isprintable()


def str_methods_114_h():
    r = 'é'.isascii()
    assert not r


def str_methods_114_f():
    r = 'é'.isascii()
    assert r


@deal.post(lambda r: r == "They'Re")
def str_methods_115_h():
    return "they're".title()


@deal.post(lambda r: r == "hey'Re")
def str_methods_115_f():
    return "they're".title()


def str_methods_116_h():
    r = str.lower('ABC')
    assert r == 'abc'


def str_methods_116_f():
    r = str.lower('ABC')
    assert r != 'abc'


@deal.post(lambda r: r == 'A')
def str_methods_117_h():
    return '%s' % 'a'.upper()


@deal.post(lambda r: r == '')
def str_methods_117_f():
    return '%s' % 'a'.upper()


def str_methods_118_h():
    r = 'a'.upper() < 'a'
    assert r


def str_methods_118_f():
    r = 'a'.upper() < 'a'
    assert not r


@deal.post(lambda r: r)
def str_methods_119_h():
    return 'é'.upper() > 'Z'


@deal.post(lambda r: not r)
def str_methods_119_f():
    return 'é'.upper() > 'Z'
