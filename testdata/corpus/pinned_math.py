"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: x == 2.5)
def math_p000_h(x: float):
    r = math.floor(x)
    assert r == 2


@deal.pre(lambda x: x == 2.5)
def math_p000_f(x: float):
    r = math.floor(x)
    assert r == 3


@deal.pre(lambda x: x == 2.5)
@deal.post(lambda r: r == -3)
def math_p001_h(x: float):
    return math.floor(-x)


@deal.pre(lambda x: x == 2.5)
@deal.post(lambda r: r == -4)
def math_p001_f(x: float):
    return math.floor(-x)


@deal.pre(lambda x: x == 1e300)
@deal.post(lambda r: not r)
def math_p005_h(x: float):
    return math.floor(x) == 10 ** 300


@deal.pre(lambda x: x == 1e300)
@deal.post(lambda r: r)
def math_p005_f(x: float):
    return math.floor(x) == 10 ** 300


@deal.pre(lambda n: n == 7)
def math_p006_h(n: int):
    r = math.floor(n)
    assert r == 7


@deal.pre(lambda n: n == 7)
def math_p006_f(n: int):
    r = math.floor(n)
    assert r == 8


@deal.pre(lambda x: x == 2.1)
@deal.post(lambda r: r == 3)
def math_p007_h(x: float):
    return math.ceil(x)


@deal.pre(lambda x: x == 2.1)
@deal.post(lambda r: r == 2)
def math_p007_f(x: float):
    return math.ceil(x)


@deal.pre(lambda x: x == 2.1)
def math_p008_h(x: float):
    r = math.ceil(-x)
    assert r == -2


@deal.pre(lambda x: x == 2.1)
def math_p008_f(x: float):
    r = math.ceil(-x)
    assert r != -2


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == 0)
def math_p009_h(x: float):
    return math.ceil(-x)


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == -1)
def math_p009_f(x: float):
    return math.ceil(-x)


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r == 1)
def math_p011_h(x: float):
    return math.ceil(x)


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r != 1)
def math_p011_f(x: float):
    return math.ceil(x)


@deal.pre(lambda x: x == 2.7)
def math_p012_h(x: float):
    r = math.trunc(-x)
    assert r == -2


@deal.pre(lambda x: x == 2.7)
def math_p012_f(x: float):
    r = math.trunc(-x)
    assert r == -1


@deal.pre(lambda x: x == 2.7)
@deal.post(lambda r: r == 2)
def math_p013_h(x: float):
    return math.trunc(x)


@deal.pre(lambda x: x == 2.7)
@deal.post(lambda r: r == 1)
def math_p013_f(x: float):
    return math.trunc(x)


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: r == 3.0)
def math_p015_h(n: int):
    return math.fabs(-n)


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: r == 4.0)
def math_p015_f(n: int):
    return math.fabs(-n)


@deal.pre(lambda x: x == 3.0)
def math_p018_h(x: float):
    r = math.copysign(x, -0.0)
    assert r == -3.0


@deal.pre(lambda x: x == 3.0)
def math_p018_f(x: float):
    r = math.copysign(x, -0.0)
    assert r == -2.9999999999999996


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 2.0)
def math_p019_h(n: int):
    return math.copysign(-n, 1)


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 3.0)
def math_p019_f(n: int):
    return math.copysign(-n, 1)


@deal.pre(lambda x: x == 1.0)
def math_p020_h(x: float):
    r = math.copysign(x, math.nan) in (1.0, -1.0)
    assert r


@deal.pre(lambda x: x == 1.0)
def math_p020_f(x: float):
    r = math.copysign(x, math.nan) in (1.0, -1.0)
    assert not r


@deal.pre(lambda x: x == 1e308)
@deal.post(lambda r: not r)
def math_p025_h(x: float):
    return math.isinf(x)


@deal.pre(lambda x: x == 1e308)
@deal.post(lambda r: r)
def math_p025_f(x: float):
    return math.isinf(x)


@deal.pre(lambda x: x == 1e308)
def math_p026_h(x: float):
    r = math.isinf(x * 10)
    assert r


@deal.pre(lambda x: x == 1e308)
def math_p026_f(x: float):
    r = math.isinf(x * 10)
    assert not r


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r)
def math_p027_h(x: float):
    return math.isfinite(x)


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: not r)
def math_p027_f(x: float):
    return math.isfinite(x)


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: r)
def math_p029_h(n: int):
    return math.isfinite(n ** 300)


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: not r)
def math_p029_f(n: int):
    return math.isfinite(n ** 300)


@deal.pre(lambda x: x == 0.1)
def math_p030_h(x: float):
    r = math.isclose(x + 0.2, 0.3)
    assert r


@deal.pre(lambda x: x == 0.1)
def math_p030_f(x: float):
    r = math.isclose(x + 0.2, 0.3)
    assert not r


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: not r)
def math_p031_h(x: float):
    return math.isclose(x, 1.1)


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r)
def math_p031_f(x: float):
    return math.isclose(x, 1.1)


@deal.pre(lambda x: x == 1.0)
def math_p032_h(x: float):
    r = math.isclose(x, 1.1, rel_tol=0.1)
    assert r


@deal.pre(lambda x: x == 1.0)
def math_p032_f(x: float):
    r = math.isclose(x, 1.1, rel_tol=0.1)
    assert not r


@deal.pre(lambda x: x == 1e-10)
@deal.post(lambda r: not r)
def math_p033_h(x: float):
    return math.isclose(0.0, x)


@deal.pre(lambda x: x == 1e-10)
@deal.post(lambda r: r)
def math_p033_f(x: float):
    return math.isclose(0.0, x)


@deal.pre(lambda x: x == 1e-10)
def math_p034_h(x: float):
    r = math.isclose(0.0, x, abs_tol=1e-9)
    assert r


@deal.pre(lambda x: x == 1e-10)
def math_p034_f(x: float):
    r = math.isclose(0.0, x, abs_tol=1e-9)
    assert not r


@deal.pre(lambda x: x == 1.0)
@deal.raises(ValueError)
def math_p035_h(x: float):
    return math.isclose(x, 1.0, rel_tol=-1)


@deal.pre(lambda x: x == 1.0)
@deal.raises(TypeError)
def math_p035_f(x: float):
    return math.isclose(x, 1.0, rel_tol=-1)


@deal.pre(lambda x: x == 2.0)
def math_p038_h(x: float):
    r = math.sqrt(x)
    assert r == 1.4142135623730951


@deal.pre(lambda x: x == 2.0)
def math_p038_f(x: float):
    r = math.sqrt(x)
    assert r != 1.4142135623730951


@deal.pre(lambda n: n == 16)
@deal.post(lambda r: r == 4.0)
def math_p039_h(n: int):
    return math.sqrt(n)


@deal.pre(lambda n: n == 16)
@deal.post(lambda r: r == 5.0)
def math_p039_f(n: int):
    return math.sqrt(n)


@deal.pre(lambda x: x == 1.0)
@deal.raises(ValueError)
def math_p040_h(x: float):
    return math.sqrt(-x)


@deal.pre(lambda x: x == 1.0)
def math_p040_f(x: float):
    return math.sqrt(-x)


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: not r)
def math_p043_h(x: float):
    return math.sqrt(x) ** 2 == 2.0


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r)
def math_p043_f(x: float):
    return math.sqrt(x) ** 2 == 2.0


@deal.pre(lambda x: x == 1e-320)
def math_p044_h(x: float):
    r = math.sqrt(x)
    assert r == 9.99994433575849e-161


@deal.pre(lambda x: x == 1e-320)
def math_p044_f(x: float):
    r = math.sqrt(x)
    assert r != 9.99994433575849e-161


@deal.pre(lambda x: x == 7.0)
@deal.post(lambda r: r == -1.0)
def math_p045_h(x: float):
    return math.fmod(-x, 3.0)


@deal.pre(lambda x: x == 7.0)
@deal.post(lambda r: r == 0.0)
def math_p045_f(x: float):
    return math.fmod(-x, 3.0)


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
