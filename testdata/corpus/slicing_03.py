"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == [3, 2, 1])
def slicing_045_h():
    return [1, 2, 3][None:None:-1]


@deal.post(lambda r: r == [2, 1])
def slicing_045_f():
    return [1, 2, 3][None:None:-1]


def slicing_046_h():
    r = [1, 2, 3][::2 ** 70]
    assert r == [1]


def slicing_046_f():
    r = [1, 2, 3][::2 ** 70]
    assert r == [1, 0]


@deal.post(lambda r: r == [3])
def slicing_047_h():
    return [1, 2, 3][::-2 ** 70]


@deal.post(lambda r: r != [3])
def slicing_047_f():
    return [1, 2, 3][::-2 ** 70]


def slicing_048_h():
    r = [1, 2, 3][-2 ** 70:2 ** 70]
    assert r == [1, 2, 3]


def slicing_048_f():
    r = [1, 2, 3][-2 ** 70:2 ** 70]
    assert r == [1, 2, 3, 0]


@deal.post(lambda r: r == (3, 2, 1))
def slicing_049_h():
    return (1, 2, 3)[::-1]


@deal.post(lambda r: r == (3, 2, 1, 0))
def slicing_049_f():
    return (1, 2, 3)[::-1]


def slicing_050_h():
    r = 'abc'[slice(1, None)]
    assert r == 'bc'


def slicing_050_f():
    r = 'abc'[slice(1, None)]
    assert r != 'bc'


@deal.raises(ValueError)
def slicing_051_h():
    return [1, 2, 3][1:2:0]


@deal.raises(TypeError)
def slicing_051_f():
    return [1, 2, 3][1:2:0]


def slicing_052_h():
    r = [1, 2, 3][::None]
    assert r == [1, 2, 3]


def slicing_052_f():
    r = [1, 2, 3][::None]
    assert r == [1, 2, 3, 0]


@deal.post(lambda r: r == 'olh')
def slicing_053_h():
    return 'héllo'[::-2]


@deal.post(lambda r: r != 'olh')
def slicing_053_f():
    return 'héllo'[::-2]


def slicing_054_h():
    r = '\U0001f600a'[::-1]
    assert r == 'a😀'


def slicing_054_f():
    r = '\U0001f600a'[::-1]
    assert r == 'a😀!'


@deal.post(lambda r: r == 1)
def slicing_055_h():
    return len('\U0001f600'[0:1])


@deal.post(lambda r: r == 0)
def slicing_055_f():
    return len('\U0001f600'[0:1])


def slicing_056_h():
    r = 'abc'[3:4]
    assert r == ''


def slicing_056_f():
    r = 'abc'[3:4]
    assert r != ''


@deal.raises(IndexError)
def slicing_057_h():
    return 'abc'[3]


@deal.raises(KeyError)
def slicing_057_f():
    return 'abc'[3]


def slicing_058_h():
    r = 'abc'[-3]
    assert r == 'a'


def slicing_058_f():
    r = 'abc'[-3]
    assert r == 'a!'


@deal.raises(IndexError)
def slicing_059_h():
    return 'abc'[-4]


@deal.raises(KeyError)
def slicing_059_f():
    return 'abc'[-4]
