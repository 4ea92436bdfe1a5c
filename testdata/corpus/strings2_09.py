"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == ['abc'])
def str_methods_135_h():
    return 'abc'.split(sep=',')


@deal.post(lambda r: r == [])
def str_methods_135_f():
    return 'abc'.split(sep=',')


def str_methods_136_h():
    r = 'abc'.rfind('', 5)
    assert r == -1


def str_methods_136_f():
    r = 'abc'.rfind('', 5)
    assert r == 0


@deal.post(lambda r: r == 3)
def str_methods_137_h():
    return 'abc'.find('', 3)


@deal.post(lambda r: r != 3)
def str_methods_137_f():
    return 'abc'.find('', 3)


def str_methods_138_h():
    r = 'abc'.find('', 4)
    assert r == -1


def str_methods_138_f():
    r = 'abc'.find('', 4)
    assert r == 0


@deal.post(lambda r: r == 3)
def str_methods_139_h():
    return 'abc'.count('', 1)


@deal.post(lambda r: r == 2)
def str_methods_139_f():
    return 'abc'.count('', 1)


def str_methods_140_h():
    r = 'abc'.startswith(('x', 'a'))
    assert r


def str_methods_140_f():
    r = 'abc'.startswith(('x', 'a'))
    assert not r


@deal.raises(TypeError)
def str_methods_141_h():
    return 'abc'.startswith(['a'])


@deal.raises(ValueError)
def str_methods_141_f():
    return 'abc'.startswith(['a'])


@deal.raises(ValueError)
def str_methods_142_h():
    return 'abc'.split('')


def str_methods_142_f():
    return 'abc'.split('')


@deal.post(lambda r: r == '-a-bc')
def str_methods_143_h():
    return 'abc'.replace('', '-', 2)


@deal.post(lambda r: r != '-a-bc')
def str_methods_143_f():
    return 'abc'.replace('', '-', 2)


def str_methods_144_h():
    r = 'a\tb'.expandtabs(0)
    assert r == 'ab'


def str_methods_144_f():
    r = 'a\tb'.expandtabs(0)
    assert r == 'ab!'


@deal.post(lambda r: r == 'ab')
def str_methods_145_h():
    return 'ab'.ljust(-1)


@deal.post(lambda r: r == 'b')
def str_methods_145_f():
    return 'ab'.ljust(-1)


def str_methods_146_h():
    r = 'abc'.zfill(-5)
    assert r == 'abc'


def str_methods_146_f():
    r = 'abc'.zfill(-5)
    assert r != 'abc'


@deal.post(lambda r: r == '')
def str_methods_147_h():
    return 'ab' * -1


@deal.post(lambda r: r == '?')
def str_methods_147_f():
    return 'ab' * -1


@deal.raises(ValueError)
def str_methods_148_h():
    return 'abc'.partition('')


def str_methods_148_f():
    return 'abc'.partition('')


@deal.post(lambda r: r == ['a\n', 'b'])
def str_methods_149_h():
    return 'a\nb'.splitlines(True)


@deal.post(lambda r: r != ['a\n', 'b'])
def str_methods_149_f():
    return 'a\nb'.splitlines(True)
