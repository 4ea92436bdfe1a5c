"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def math_000_h():
    r = math.floor(2.5)
    assert r == 2


def math_000_f():
    r = math.floor(2.5)
    assert r == 3


@deal.post(lambda r: r == -3)
def math_001_h():
    return math.floor(-2.5)


@deal.post(lambda r: r == -4)
def math_001_f():
    return math.floor(-2.5)


def math_002_h():
    r = math.floor(-0.0)
    assert r == 0


def math_002_f():
    r = math.floor(-0.0)
    assert r != 0


@deal.raises(OverflowError)
def math_003_h():
    return math.floor(math.inf)


@deal.raises(ValueError)
def math_003_f():
    return math.floor(math.inf)


@deal.raises(ValueError)
def math_004_h():
    return math.floor(math.nan)


def math_004_f():
    return math.floor(math.nan)


@deal.post(lambda r: not r)
def math_005_h():
    return math.floor(1e300) == 10 ** 300


@deal.post(lambda r: r)
def math_005_f():
    return math.floor(1e300) == 10 ** 300


def math_006_h():
    r = math.floor(7)
    assert r == 7


def math_006_f():
    r = math.floor(7)
    assert r == 8


@deal.post(lambda r: r == 3)
def math_007_h():
    return math.ceil(2.1)


@deal.post(lambda r: r == 2)
def math_007_f():
    return math.ceil(2.1)


def math_008_h():
    r = math.ceil(-2.1)
    assert r == -2


def math_008_f():
    r = math.ceil(-2.1)
    assert r != -2


@deal.post(lambda r: r == 0)
def math_009_h():
    return math.ceil(-0.5)


@deal.post(lambda r: r == -1)
def math_009_f():
    return math.ceil(-0.5)


@deal.raises(OverflowError)
def math_010_h():
    return math.ceil(math.inf)


def math_010_f():
    return math.ceil(math.inf)


@deal.post(lambda r: r == 1)
def math_011_h():
    return math.ceil(5e-324)


@deal.post(lambda r: r != 1)
def math_011_f():
    return math.ceil(5e-324)


def math_012_h():
    r = math.trunc(-2.7)
    assert r == -2


def math_012_f():
    r = math.trunc(-2.7)
    assert r == -1


@deal.post(lambda r: r == 2)
def math_013_h():
    return math.trunc(2.7)


@deal.post(lambda r: r == 1)
def math_013_f():
    return math.trunc(2.7)


@deal.raises(ValueError)
def math_014_h():
    return math.trunc(math.nan)


def math_014_f():
    return math.trunc(math.nan)
