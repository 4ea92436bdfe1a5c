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


@deal.post(lambda r: r == 3.0)
def math_015_h():
    return math.fabs(-3)


@deal.post(lambda r: r == 4.0)
def math_015_f():
    return math.fabs(-3)


def math_016_h():
    r = math.fabs(-0.0)
    assert r == 0.0 and str(r) == '0.0'


def math_016_f():
    r = math.fabs(-0.0)
    assert r == 0.0 and str(r) == '-0.0'


@deal.post(lambda r: r == math.inf)
def math_017_h():
    return math.fabs(-math.inf)


@deal.post(lambda r: r != math.inf)
def math_017_f():
    return math.fabs(-math.inf)


def math_018_h():
    r = math.copysign(3.0, -0.0)
    assert r == -3.0


def math_018_f():
    r = math.copysign(3.0, -0.0)
    assert r == -2.9999999999999996


@deal.post(lambda r: r == 2.0)
def math_019_h():
    return math.copysign(-2, 1)


@deal.post(lambda r: r == 3.0)
def math_019_f():
    return math.copysign(-2, 1)


def math_020_h():
    r = math.copysign(1.0, math.nan) in (1.0, -1.0)
    assert r


def math_020_f():
    r = math.copysign(1.0, math.nan) in (1.0, -1.0)
    assert not r


@deal.post(lambda r: r)
def math_021_h():
    return math.isnan(math.nan)


@deal.post(lambda r: not r)
def math_021_f():
    return math.isnan(math.nan)


def math_022_h():
    r = math.isnan(math.inf)
    assert not r


def math_022_f():
    r = math.isnan(math.inf)
    assert r


@deal.post(lambda r: not r)
def math_023_h():
    return math.isnan(0)


@deal.post(lambda r: r)
def math_023_f():
    return math.isnan(0)


def math_024_h():
    r = math.isinf(-math.inf)
    assert r


def math_024_f():
    r = math.isinf(-math.inf)
    assert not r


@deal.post(lambda r: not r)
def math_025_h():
    return math.isinf(1e308)


@deal.post(lambda r: r)
def math_025_f():
    return math.isinf(1e308)


def math_026_h():
    r = math.isinf(1e308 * 10)
    assert r


def math_026_f():
    r = math.isinf(1e308 * 10)
    assert not r


@deal.post(lambda r: r)
def math_027_h():
    return math.isfinite(5e-324)


@deal.post(lambda r: not r)
def math_027_f():
    return math.isfinite(5e-324)


def math_028_h():
    r = math.isfinite(math.nan)
    assert not r


def math_028_f():
    r = math.isfinite(math.nan)
    assert r


@deal.post(lambda r: r)
def math_029_h():
    return math.isfinite(10 ** 300)


@deal.post(lambda r: not r)
def math_029_f():
    return math.isfinite(10 ** 300)


def math_030_h():
    r = math.isclose(0.1 + 0.2, 0.3)
    assert r


def math_030_f():
    r = math.isclose(0.1 + 0.2, 0.3)
    assert not r


@deal.post(lambda r: not r)
def math_031_h():
    return math.isclose(1.0, 1.1)


@deal.post(lambda r: r)
def math_031_f():
    return math.isclose(1.0, 1.1)


def math_032_h():
    r = math.isclose(1.0, 1.1, rel_tol=0.1)
    assert r


def math_032_f():
    r = math.isclose(1.0, 1.1, rel_tol=0.1)
    assert not r


@deal.post(lambda r: not r)
def math_033_h():
    return math.isclose(0.0, 1e-10)


@deal.post(lambda r: r)
def math_033_f():
    return math.isclose(0.0, 1e-10)


def math_034_h():
    r = math.isclose(0.0, 1e-10, abs_tol=1e-9)
    assert r


def math_034_f():
    r = math.isclose(0.0, 1e-10, abs_tol=1e-9)
    assert not r


@deal.raises(ValueError)
def math_035_h():
    return math.isclose(1.0, 1.0, rel_tol=-1)


@deal.raises(TypeError)
def math_035_f():
    return math.isclose(1.0, 1.0, rel_tol=-1)


def math_036_h():
    r = math.isclose(math.inf, math.inf)
    assert r


def math_036_f():
    r = math.isclose(math.inf, math.inf)
    assert not r


@deal.post(lambda r: not r)
def math_037_h():
    return math.isclose(math.nan, math.nan)


@deal.post(lambda r: r)
def math_037_f():
    return math.isclose(math.nan, math.nan)


def math_038_h():
    r = math.sqrt(2.0)
    assert r == 1.4142135623730951


def math_038_f():
    r = math.sqrt(2.0)
    assert r != 1.4142135623730951


@deal.post(lambda r: r == 4.0)
def math_039_h():
    return math.sqrt(16)


@deal.post(lambda r: r == 5.0)
def math_039_f():
    return math.sqrt(16)


@deal.raises(ValueError)
def math_040_h():
    return math.sqrt(-1.0)


def math_040_f():
    return math.sqrt(-1.0)


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def math_041_h():
    return math.sqrt(-0.0)


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def math_041_f():
    return math.sqrt(-0.0)


def math_042_h():
    r = math.sqrt(math.inf)
    assert r == math.inf


def math_042_f():
    r = math.sqrt(math.inf)
    assert r == -math.inf


@deal.post(lambda r: not r)
def math_043_h():
    return math.sqrt(2.0) ** 2 == 2.0


@deal.post(lambda r: r)
def math_043_f():
    return math.sqrt(2.0) ** 2 == 2.0


def math_044_h():
    r = math.sqrt(1e-320)
    assert r == 9.99994433575849e-161


def math_044_f():
    r = math.sqrt(1e-320)
    assert r != 9.99994433575849e-161


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
