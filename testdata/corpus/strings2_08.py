"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def str_methods_120_h():
    r = 'straße'.upper() == 'STRASSE'
    assert r


def str_methods_120_f():
    r = 'straße'.upper() == 'STRASSE'
    assert not r


@deal.post(lambda r: r)
def str_methods_121_h():
    return 'ǈ'.istitle()


@deal.post(lambda r: not r)
def str_methods_121_f():
    return 'ǈ'.istitle()


def str_methods_122_h():
    r = 'Σ'.lower()
    assert r == 'σ'


def str_methods_122_f():
    r = 'Σ'.lower()
    assert r != 'σ'


@deal.post(lambda r: r == 'aς')
def str_methods_123_h():
    return 'aΣ'.lower()


@deal.post(lambda r: r == 'ς')
def str_methods_123_f():
    return 'aΣ'.lower()


def str_methods_124_h():
    r = 'aΣb'.lower()
    assert r == 'aσb'


def str_methods_124_f():
    r = 'aΣb'.lower()
    assert r == 'aσb!'
