"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def str_ordering_030_h():
    r = 'Z' < '['
    assert r


def str_ordering_030_f():
    r = 'Z' < '['
    assert not r


@deal.post(lambda r: r)
def str_ordering_031_h():
    return '\ud7ff' < '\ue000'


@deal.post(lambda r: not r)
def str_ordering_031_f():
    return '\ud7ff' < '\ue000'


def str_ordering_032_h():
    r = '\U00010000' > '\uffff'
    assert r


def str_ordering_032_f():
    r = '\U00010000' > '\uffff'
    assert not r


@deal.post(lambda r: not r)
def str_ordering_033_h():
    return '\uffff' > '\U00010000'


@deal.post(lambda r: r)
def str_ordering_033_f():
    return '\uffff' > '\U00010000'


def str_ordering_034_h():
    r = '\U0001f600' < '\U0001f601'
    assert r


def str_ordering_034_f():
    r = '\U0001f600' < '\U0001f601'
    assert not r


@deal.post(lambda r: r)
def str_ordering_035_h():
    return 'abc' < 'abcd' < 'abd'


@deal.post(lambda r: not r)
def str_ordering_035_f():
    return 'abc' < 'abcd' < 'abd'


def str_ordering_036_h():
    r = 'a' < 'b' < 'B'
    assert not r


def str_ordering_036_f():
    r = 'a' < 'b' < 'B'
    assert r


@deal.post(lambda r: not r)
def str_ordering_037_h():
    return 'Straße' < 'Strasse'


@deal.post(lambda r: r)
def str_ordering_037_f():
    return 'Straße' < 'Strasse'


def str_ordering_038_h():
    r = '-1' < '0'
    assert r


def str_ordering_038_f():
    r = '-1' < '0'
    assert not r


@deal.post(lambda r: not r)
def str_ordering_039_h():
    return ' ' < '\t'


@deal.post(lambda r: r)
def str_ordering_039_f():
    return ' ' < '\t'


def str_ordering_040_h():
    r = 'İ' > 'I'
    assert r


def str_ordering_040_f():
    r = 'İ' > 'I'
    assert not r


@deal.raises(TypeError)
def str_ordering_041_h():
    return 'a' < None


@deal.raises(ValueError)
def str_ordering_041_f():
    return 'a' < None


def str_ordering_042_h():
    r = 'a' == b'a'
    assert not r


def str_ordering_042_f():
    r = 'a' == b'a'
    assert r


@deal.post(lambda r: r)
def str_ordering_043_h():
    return 'a' != 'a '


@deal.post(lambda r: not r)
def str_ordering_043_f():
    return 'a' != 'a '


def str_ordering_044_h():
    r = '' == ''
    assert r


def str_ordering_044_f():
    r = '' == ''
    assert not r
