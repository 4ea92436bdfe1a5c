"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def slicing_030_h():
    r = 'abcdef'[-2:1:-1]
    assert r == 'edc'


def slicing_030_f():
    r = 'abcdef'[-2:1:-1]
    assert r == 'edc!'


@deal.post(lambda r: r == [1])
def slicing_031_h():
    return [0, 1][True:]


@deal.post(lambda r: r == [])
def slicing_031_f():
    return [0, 1][True:]


@deal.raises(TypeError)
def slicing_032_h():
    return 'ab'[1.0:]


def slicing_032_f():
    return 'ab'[1.0:]
