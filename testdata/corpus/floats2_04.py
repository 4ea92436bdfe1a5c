"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def float_conversions_006_h():
    r = float('1e3')
    assert r == 1000.0


def float_conversions_006_f():
    r = float('1e3')
    assert r == 1000.0000000000001


@deal.post(lambda r: r == 2.5)
def float_conversions_007_h():
    return float(' 2.5 ')


@deal.post(lambda r: r == 3.5)
def float_conversions_007_f():
    return float(' 2.5 ')


def float_conversions_008_h():
    r = float('-0')
    assert r == 0.0 and str(r) == '-0.0'


def float_conversions_008_f():
    r = float('-0')
    assert r == 0.0 and str(r) == '0.0'


@deal.post(lambda r: r == 1000.5)
def float_conversions_009_h():
    return float('1_000.5')


@deal.post(lambda r: r == 1001.5)
def float_conversions_009_f():
    return float('1_000.5')


@deal.raises(ValueError)
def float_conversions_010_h():
    return float('0x10')


def float_conversions_010_f():
    return float('0x10')


@deal.raises(ValueError)
def float_conversions_011_h():
    return float('abc')


@deal.raises(TypeError)
def float_conversions_011_f():
    return float('abc')


@deal.raises(OverflowError)
def float_conversions_012_h():
    return float(2 ** 1024)


def float_conversions_012_f():
    return float(2 ** 1024)


@deal.post(lambda r: r == 9007199254740992.0)
def float_conversions_013_h():
    return float(2 ** 53 + 1)


@deal.post(lambda r: r == 9007199254740991.0)
def float_conversions_013_f():
    return float(2 ** 53 + 1)


def float_conversions_014_h():
    r = float('1e400')
    assert r == math.inf


def float_conversions_014_f():
    r = float('1e400')
    assert r != math.inf


@deal.post(lambda r: r == math.inf)
def float_conversions_015_h():
    return float('infinity')


@deal.post(lambda r: r == -math.inf)
def float_conversions_015_f():
    return float('infinity')


def float_conversions_016_h():
    r = float('-NaN') != 0
    assert r


def float_conversions_016_f():
    r = float('-NaN') != 0
    assert not r


@deal.post(lambda r: r == 2)
def float_conversions_017_h():
    return int(2.7)


@deal.post(lambda r: r != 2)
def float_conversions_017_f():
    return int(2.7)


def float_conversions_018_h():
    r = int(-2.7)
    assert r == -2


def float_conversions_018_f():
    r = int(-2.7)
    assert r == -1


@deal.post(lambda r: r == 0)
def float_conversions_019_h():
    return int(-0.0)


@deal.post(lambda r: r == -1)
def float_conversions_019_f():
    return int(-0.0)


def float_conversions_020_h():
    r = int(1e20)
    assert r == 100000000000000000000


def float_conversions_020_f():
    r = int(1e20)
    assert r != 100000000000000000000
