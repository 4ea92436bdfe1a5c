"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: x == 7.0)
def math_p046_h(x: float):
    r = math.fmod(x, -3.0)
    assert r == 1.0


@deal.pre(lambda x: x == 7.0)
def math_p046_f(x: float):
    r = math.fmod(x, -3.0)
    assert r == 1.0000000000000002


@deal.pre(lambda x: x == 7.0)
@deal.raises(ValueError)
def math_p047_h(x: float):
    return math.fmod(x, 0.0)


@deal.pre(lambda x: x == 7.0)
@deal.raises(TypeError)
def math_p047_f(x: float):
    return math.fmod(x, 0.0)


@deal.pre(lambda x: x == 1.0)
@deal.raises(ValueError)
def math_p048_h(x: float):
    return math.fmod(math.inf, x)


@deal.pre(lambda x: x == 1.0)
def math_p048_f(x: float):
    return math.fmod(math.inf, x)


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def math_p049_h(x: float):
    return math.fmod(-0.0, x)


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def math_p049_f(x: float):
    return math.fmod(-0.0, x)


@deal.pre(lambda n: n == 12)
def math_p050_h(n: int):
    r = math.gcd(n, 18)
    assert r == 6


@deal.pre(lambda n: n == 12)
def math_p050_f(n: int):
    r = math.gcd(n, 18)
    assert r != 6


@deal.pre(lambda n: n == 4)
def math_p052_h(n: int):
    r = math.gcd(-n, 6)
    assert r == 2


@deal.pre(lambda n: n == 4)
def math_p052_f(n: int):
    r = math.gcd(-n, 6)
    assert r == 3


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 1208925819614629174706176)
def math_p053_h(n: int):
    return math.gcd(n ** 100, 2 ** 80 * 3)


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r != 1208925819614629174706176)
def math_p053_f(n: int):
    return math.gcd(n ** 100, 2 ** 80 * 3)


@deal.pre(lambda n: n == 4)
def math_p054_h(n: int):
    r = math.lcm(n, 6)
    assert r == 12


@deal.pre(lambda n: n == 4)
def math_p054_f(n: int):
    r = math.lcm(n, 6)
    assert r == 13


@deal.pre(lambda n: n == 5)
@deal.post(lambda r: r == 0)
def math_p055_h(n: int):
    return math.lcm(0, n)


@deal.pre(lambda n: n == 5)
@deal.post(lambda r: r == -1)
def math_p055_f(n: int):
    return math.lcm(0, n)


@deal.pre(lambda n: n == 4)
def math_p056_h(n: int):
    r = math.lcm(-n, 6)
    assert r == 12


@deal.pre(lambda n: n == 4)
def math_p056_f(n: int):
    r = math.lcm(-n, 6)
    assert r != 12


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == 24)
def math_p057_h(n: int):
    return math.prod([n, 2, 3, 4])


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == 23)
def math_p057_f(n: int):
    return math.prod([n, 2, 3, 4])


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == 2.0)
def math_p059_h(x: float):
    return math.prod([x, 4])


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r != 2.0)
def math_p059_f(x: float):
    return math.prod([x, 4])


@deal.pre(lambda n: n == 2)
def math_p060_h(n: int):
    r = math.prod([n] * 70) == 2 ** 70
    assert r


@deal.pre(lambda n: n == 2)
def math_p060_f(n: int):
    r = math.prod([n] * 70) == 2 ** 70
    assert not r


@deal.pre(lambda x: x == 1e308)
@deal.post(lambda r: r)
def math_p061_h(x: float):
    return math.inf > x


@deal.pre(lambda x: x == 1e308)
@deal.post(lambda r: not r)
def math_p061_f(x: float):
    return math.inf > x


@deal.pre(lambda n: n == 2)
def math_p064_h(n: int):
    r = math.tau == n * math.pi
    assert r


@deal.pre(lambda n: n == 2)
def math_p064_f(n: int):
    r = math.tau == n * math.pi
    assert not r
