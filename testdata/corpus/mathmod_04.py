"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def math_060_h():
    r = math.prod([2] * 70) == 2 ** 70
    assert r


def math_060_f():
    r = math.prod([2] * 70) == 2 ** 70
    assert not r


@deal.post(lambda r: r)
def math_061_h():
    return math.inf > 1e308


@deal.post(lambda r: not r)
def math_061_f():
    return math.inf > 1e308


def math_062_h():
    r = math.pi
    assert r == 3.141592653589793


def math_062_f():
    r = math.pi
    assert r != 3.141592653589793


@deal.post(lambda r: r == 2.718281828459045)
def math_063_h():
    return math.e


@deal.post(lambda r: r == 3.718281828459045)
def math_063_f():
    return math.e


def math_064_h():
    r = math.tau == 2 * math.pi
    assert r


def math_064_f():
    r = math.tau == 2 * math.pi
    assert not r


@deal.post(lambda r: r)
def math_065_h():
    return math.pi > 3.14159


@deal.post(lambda r: not r)
def math_065_f():
    return math.pi > 3.14159


def math_066_h():
    r = math.exp(0)
    assert r == 1.0


def math_066_f():
    r = math.exp(0)
    assert r == 1.0000000000000002


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def math_067_h():
    return math.log(1.0)


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def math_067_f():
    return math.log(1.0)


def math_068_h():
    r = math.sin(0.0)
    assert r == 0.0 and str(r) == '0.0'


def math_068_f():
    r = math.sin(0.0)
    assert r == 0.0 and str(r) == '-0.0'


@deal.raises(ValueError)
def math_069_h():
    return math.log(-1.0)


@deal.raises(TypeError)
def math_069_f():
    return math.log(-1.0)


def math_070_h():
    r = math.log10(1000) == 3.0
    assert r


def math_070_f():
    r = math.log10(1000) == 3.0
    assert not r


@deal.post(lambda r: r)
def math_071_h():
    return math.cos(math.pi) == -1.0


@deal.post(lambda r: not r)
def math_071_f():
    return math.cos(math.pi) == -1.0


def math_072_h():
    r = math.floor(-5e-324)
    assert r == -1


def math_072_f():
    r = math.floor(-5e-324)
    assert r == 0


@deal.post(lambda r: r == 0)
def math_073_h():
    return math.ceil(-5e-324)


@deal.post(lambda r: r == -1)
def math_073_f():
    return math.ceil(-5e-324)
