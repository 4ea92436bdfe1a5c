"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == ('a=b', '=', 'c'))
def str_methods_045_h():
    return 'a=b=c'.rpartition('=')


@deal.post(lambda r: r == ('a=b', '=', 'c', 0))
def str_methods_045_f():
    return 'a=b=c'.rpartition('=')


def str_methods_046_h():
    r = 'abc'.removeprefix('a')
    assert r == 'bc'


def str_methods_046_f():
    r = 'abc'.removeprefix('a')
    assert r == 'bc!'


@deal.post(lambda r: r == 'a')
def str_methods_047_h():
    return 'abc'.removesuffix('bc')


@deal.post(lambda r: r != 'a')
def str_methods_047_f():
    return 'abc'.removesuffix('bc')


def str_methods_048_h():
    r = 'x'.encode() == b'x'
    assert r


def str_methods_048_f():
    r = 'x'.encode() == b'x'
    assert not r


@deal.post(lambda r: r == 'strasse')
def str_methods_049_h():
    return 'Straße'.casefold()


@deal.post(lambda r: r == 'trasse')
def str_methods_049_f():
    return 'Straße'.casefold()


def str_methods_050_h():
    r = len('héllo')
    assert r == 5


def str_methods_050_f():
    r = len('héllo')
    assert r != 5


@deal.post(lambda r: r == 1)
def str_methods_051_h():
    return len('\U0001f600')


@deal.post(lambda r: r == 0)
def str_methods_051_f():
    return len('\U0001f600')


def str_methods_052_h():
    r = 'ab' * 3
    assert r == 'ababab'


def str_methods_052_f():
    r = 'ab' * 3
    assert r == 'ababab!'


@deal.post(lambda r: r)
def str_methods_053_h():
    return 'a' + 'b' == 'ab'


@deal.post(lambda r: not r)
def str_methods_053_f():
    return 'a' + 'b' == 'ab'


def str_methods_054_h():
    r = 'b' in 'abc'
    assert r


def str_methods_054_f():
    r = 'b' in 'abc'
    assert not r


@deal.post(lambda r: r)
def str_methods_055_h():
    return '' in 'abc'


@deal.post(lambda r: not r)
def str_methods_055_f():
    return '' in 'abc'


def str_methods_056_h():
    r = str(3)
    assert r == '3'


def str_methods_056_f():
    r = str(3)
    assert r != '3'


@deal.post(lambda r: r == '-0.0')
def str_methods_057_h():
    return str(-0.0)


@deal.post(lambda r: r == '0.0')
def str_methods_057_f():
    return str(-0.0)


def str_methods_058_h():
    r = str(1e16)
    assert r == '1e+16'


def str_methods_058_f():
    r = str(1e16)
    assert r == '1e+16!'


@deal.post(lambda r: r == 'True')
def str_methods_059_h():
    return str(True)


@deal.post(lambda r: r != 'True')
def str_methods_059_f():
    return str(True)
