"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def str_methods_090_h():
    r = 'x'.zfill(3)
    assert r == '00x'


def str_methods_090_f():
    r = 'x'.zfill(3)
    assert r == '00x!'


@deal.post(lambda r: r == '+005')
def str_methods_091_h():
    return '+5'.zfill(4)


@deal.post(lambda r: r == '005')
def str_methods_091_f():
    return '+5'.zfill(4)


def str_methods_092_h():
    r = 'A'.casefold()
    assert r == 'a'


def str_methods_092_f():
    r = 'A'.casefold()
    assert r != 'a'


@deal.post(lambda r: r == 'ffi')
def str_methods_093_h():
    return 'ﬃ'.casefold()


@deal.post(lambda r: r == 'fi')
def str_methods_093_f():
    return 'ﬃ'.casefold()


def str_methods_094_h():
    r = 'abc'.find('')
    assert r == 0


def str_methods_094_f():
    r = 'abc'.find('')
    assert r == 1


@deal.post(lambda r: r == 3)
def str_methods_095_h():
    return 'abc'.rfind('')


@deal.post(lambda r: r != 3)
def str_methods_095_f():
    return 'abc'.rfind('')


def str_methods_096_h():
    r = 'abc'.index('c', -1)
    assert r == 2


def str_methods_096_f():
    r = 'abc'.index('c', -1)
    assert r == 3


@deal.post(lambda r: r == 'bbb')
def str_methods_097_h():
    return 'aaa'.replace('a', 'b', -1)


@deal.post(lambda r: r == 'bb')
def str_methods_097_f():
    return 'aaa'.replace('a', 'b', -1)


def str_methods_098_h():
    r = 'aaa'.replace('', '-')
    assert r == '-a-a-a-'


def str_methods_098_f():
    r = 'aaa'.replace('', '-')
    assert r != '-a-a-a-'


@deal.post(lambda r: r == ['a b'])
def str_methods_099_h():
    return 'a b'.split(' ', 0)


@deal.post(lambda r: r == [])
def str_methods_099_f():
    return 'a b'.split(' ', 0)


def str_methods_100_h():
    r = ''.split(',')
    assert r == ['']


def str_methods_100_f():
    r = ''.split(',')
    assert r == ['', 0]


@deal.post(lambda r: r == [])
def str_methods_101_h():
    return ''.split()


@deal.post(lambda r: r != [])
def str_methods_101_f():
    return ''.split()


def str_methods_102_h():
    r = '  '.split(' ')
    assert r == ['', '', '']


def str_methods_102_f():
    r = '  '.split(' ')
    assert r == ['', '', '', 0]


@deal.post(lambda r: r == ['a,b'])
def str_methods_103_h():
    return 'a,b'.rsplit(',', 0)


@deal.post(lambda r: r == [])
def str_methods_103_f():
    return 'a,b'.rsplit(',', 0)


def str_methods_104_h():
    r = 'hello'.startswith('l', 2)
    assert r


def str_methods_104_f():
    r = 'hello'.startswith('l', 2)
    assert not r
