"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def str_methods_060_h():
    r = repr('a')
    assert r == "'a'"


def str_methods_060_f():
    r = repr('a')
    assert r == "'a'!"


@deal.post(lambda r: r == '1 x')
def str_methods_061_h():
    return '{} {}'.format(1, 'x')


@deal.post(lambda r: r == ' x')
def str_methods_061_f():
    return '{} {}'.format(1, 'x')


def str_methods_062_h():
    r = f'{3:>4}'
    assert r == '   3'


def str_methods_062_f():
    r = f'{3:>4}'
    assert r != '   3'


@deal.post(lambda r: r == '2')
def str_methods_063_h():
    return f'{2.5:.0f}'


@deal.post(lambda r: r == '')
def str_methods_063_f():
    return f'{2.5:.0f}'


@deal.raises(IndexError)
def str_methods_064_h():
    return 'abc'[10]


def str_methods_064_f():
    return 'abc'[10]


@deal.post(lambda r: r == 233)
def str_methods_065_h():
    return ord('é')


@deal.post(lambda r: r != 233)
def str_methods_065_f():
    return ord('é')


def str_methods_066_h():
    r = chr(233)
    assert r == 'é'


def str_methods_066_f():
    r = chr(233)
    assert r == 'é!'


@deal.raises(ValueError)
def str_methods_067_h():
    return chr(-1)


@deal.raises(TypeError)
def str_methods_067_f():
    return chr(-1)


def str_methods_068_h():
    r = 'a'.join('xyz')
    assert r == 'xayaz'


def str_methods_068_f():
    r = 'a'.join('xyz')
    assert r != 'xayaz'


@deal.post(lambda r: r == 'Tab here')
def str_methods_069_h():
    return 'Tab\there'.expandtabs(4)


@deal.post(lambda r: r == 'ab here')
def str_methods_069_f():
    return 'Tab\there'.expandtabs(4)


def str_methods_070_h():
    r = 'abc'.translate({97: 'A'})
    assert r == 'Abc'


def str_methods_070_f():
    r = 'abc'.translate({97: 'A'})
    assert r == 'Abc!'


@deal.post(lambda r: r == 'Ǆ')
def str_methods_071_h():
    return 'ǅ'.upper()


@deal.post(lambda r: r != 'Ǆ')
def str_methods_071_f():
    return 'ǅ'.upper()


def str_methods_072_h():
    r = 'ǅ'.lower()
    assert r == 'ǆ'


def str_methods_072_f():
    r = 'ǅ'.lower()
    assert r == 'ǆ!'


@deal.post(lambda r: r == 'ǅ')
def str_methods_073_h():
    return 'ǅ'.title()


@deal.post(lambda r: r == '')
def str_methods_073_f():
    return 'ǅ'.title()


def str_methods_074_h():
    r = 'ﬁ'.upper()
    assert r == 'FI'


def str_methods_074_f():
    r = 'ﬁ'.upper()
    assert r != 'FI'
