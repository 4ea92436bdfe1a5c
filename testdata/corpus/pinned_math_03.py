"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: x == 3.14159)
@deal.post(lambda r: r)
def math_p065_h(x: float):
    return math.pi > x


@deal.pre(lambda x: x == 3.14159)
@deal.post(lambda r: not r)
def math_p065_f(x: float):
    return math.pi > x


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def math_p067_h(x: float):
    return math.log(x)


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def math_p067_f(x: float):
    return math.log(x)


@deal.pre(lambda x: x == 1.0)
@deal.raises(ValueError)
def math_p069_h(x: float):
    return math.log(-x)


@deal.pre(lambda x: x == 1.0)
@deal.raises(TypeError)
def math_p069_f(x: float):
    return math.log(-x)


@deal.pre(lambda n: n == 1000)
def math_p070_h(n: int):
    r = math.log10(n) == 3.0
    assert r


@deal.pre(lambda n: n == 1000)
def math_p070_f(n: int):
    r = math.log10(n) == 3.0
    assert not r


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r)
def math_p071_h(x: float):
    return math.cos(math.pi) == -x


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: not r)
def math_p071_f(x: float):
    return math.cos(math.pi) == -x


@deal.pre(lambda x: x == 5e-324)
def math_p072_h(x: float):
    r = math.floor(-x)
    assert r == -1


@deal.pre(lambda x: x == 5e-324)
def math_p072_f(x: float):
    r = math.floor(-x)
    assert r == 0


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r == 0)
def math_p073_h(x: float):
    return math.ceil(-x)


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r == -1)
def math_p073_f(x: float):
    return math.ceil(-x)
