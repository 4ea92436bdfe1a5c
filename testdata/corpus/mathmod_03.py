"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == -1.0)
def math_045_h():
    return math.fmod(-7.0, 3.0)


@deal.post(lambda r: r == 0.0)
def math_045_f():
    return math.fmod(-7.0, 3.0)


def math_046_h():
    r = math.fmod(7.0, -3.0)
    assert r == 1.0


def math_046_f():
    r = math.fmod(7.0, -3.0)
    assert r == 1.0000000000000002


@deal.raises(ValueError)
def math_047_h():
    return math.fmod(7.0, 0.0)


@deal.raises(TypeError)
def math_047_f():
    return math.fmod(7.0, 0.0)


@deal.raises(ValueError)
def math_048_h():
    return math.fmod(math.inf, 1.0)


def math_048_f():
    return math.fmod(math.inf, 1.0)


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def math_049_h():
    return math.fmod(-0.0, 1.0)


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def math_049_f():
    return math.fmod(-0.0, 1.0)


def math_050_h():
    r = math.gcd(12, 18)
    assert r == 6


def math_050_f():
    r = math.gcd(12, 18)
    assert r != 6


@deal.post(lambda r: r == 0)
def math_051_h():
    return math.gcd(0, 0)


@deal.post(lambda r: r == -1)
def math_051_f():
    return math.gcd(0, 0)


def math_052_h():
    r = math.gcd(-4, 6)
    assert r == 2


def math_052_f():
    r = math.gcd(-4, 6)
    assert r == 3


@deal.post(lambda r: r == 1208925819614629174706176)
def math_053_h():
    return math.gcd(2 ** 100, 2 ** 80 * 3)


@deal.post(lambda r: r != 1208925819614629174706176)
def math_053_f():
    return math.gcd(2 ** 100, 2 ** 80 * 3)


def math_054_h():
    r = math.lcm(4, 6)
    assert r == 12


def math_054_f():
    r = math.lcm(4, 6)
    assert r == 13


@deal.post(lambda r: r == 0)
def math_055_h():
    return math.lcm(0, 5)


@deal.post(lambda r: r == -1)
def math_055_f():
    return math.lcm(0, 5)


def math_056_h():
    r = math.lcm(-4, 6)
    assert r == 12


def math_056_f():
    r = math.lcm(-4, 6)
    assert r != 12


@deal.post(lambda r: r == 24)
def math_057_h():
    return math.prod([1, 2, 3, 4])


@deal.post(lambda r: r == 23)
def math_057_f():
    return math.prod([1, 2, 3, 4])


def math_058_h():
    r = math.prod([])
    assert r == 1


def math_058_f():
    r = math.prod([])
    assert r == 2


@deal.post(lambda r: r == 2.0)
def math_059_h():
    return math.prod([0.5, 4])


@deal.post(lambda r: r != 2.0)
def math_059_f():
    return math.prod([0.5, 4])
