"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def float_floordiv_mod_pow_000_h():
    r = 7.0 % 3.0
    assert r == 1.0


def float_floordiv_mod_pow_000_f():
    r = 7.0 % 3.0
    assert r == 1.0000000000000002


@deal.post(lambda r: r == 2.0)
def float_floordiv_mod_pow_001_h():
    return -7.0 % 3.0


@deal.post(lambda r: r == 3.0)
def float_floordiv_mod_pow_001_f():
    return -7.0 % 3.0


def float_floordiv_mod_pow_002_h():
    r = 7.0 % -3.0
    assert r == -2.0


def float_floordiv_mod_pow_002_f():
    r = 7.0 % -3.0
    assert r != -2.0


@deal.post(lambda r: r == -1.0)
def float_floordiv_mod_pow_003_h():
    return -7.0 % -3.0


@deal.post(lambda r: r == 0.0)
def float_floordiv_mod_pow_003_f():
    return -7.0 % -3.0


def float_floordiv_mod_pow_004_h():
    r = 0.0 % 5.0
    assert r == 0.0 and str(r) == '0.0'


def float_floordiv_mod_pow_004_f():
    r = 0.0 % 5.0
    assert r == 0.0 and str(r) == '-0.0'


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_005_h():
    return -0.0 % 5.0


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_005_f():
    return -0.0 % 5.0


def float_floordiv_mod_pow_006_h():
    r = 0.0 % -5.0
    assert r == 0.0 and str(r) == '-0.0'


def float_floordiv_mod_pow_006_f():
    r = 0.0 % -5.0
    assert r == 0.0 and str(r) == '0.0'


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_007_h():
    return -0.0 % -5.0


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_007_f():
    return -0.0 % -5.0


@deal.raises(ZeroDivisionError)
def float_floordiv_mod_pow_008_h():
    return 5.5 % 0.0


def float_floordiv_mod_pow_008_f():
    return 5.5 % 0.0


@deal.post(lambda r: r == 5.0)
def float_floordiv_mod_pow_009_h():
    return 5.0 % math.inf


@deal.post(lambda r: r == 6.0)
def float_floordiv_mod_pow_009_f():
    return 5.0 % math.inf


def float_floordiv_mod_pow_010_h():
    r = -5.0 % math.inf
    assert r == math.inf


def float_floordiv_mod_pow_010_f():
    r = -5.0 % math.inf
    assert r == -math.inf


@deal.post(lambda r: r == -math.inf)
def float_floordiv_mod_pow_011_h():
    return 5.0 % -math.inf


@deal.post(lambda r: r != -math.inf)
def float_floordiv_mod_pow_011_f():
    return 5.0 % -math.inf


def float_floordiv_mod_pow_012_h():
    r = math.inf % 2.0
    assert r != r


def float_floordiv_mod_pow_012_f():
    r = math.inf % 2.0
    assert r == r


@deal.post(lambda r: r != r)
def float_floordiv_mod_pow_013_h():
    return math.nan % 2.0


@deal.post(lambda r: r == r)
def float_floordiv_mod_pow_013_f():
    return math.nan % 2.0


def float_floordiv_mod_pow_014_h():
    r = 1e308 % 3.0
    assert r == 2.0


def float_floordiv_mod_pow_014_f():
    r = 1e308 % 3.0
    assert r != 2.0


@deal.post(lambda r: r == 3.469446951953614e-18)
def float_floordiv_mod_pow_015_h():
    return 0.1 % 0.01


@deal.post(lambda r: r == 1.0)
def float_floordiv_mod_pow_015_f():
    return 0.1 % 0.01


def float_floordiv_mod_pow_016_h():
    r = 7.5 // 2.0
    assert r == 3.0


def float_floordiv_mod_pow_016_f():
    r = 7.5 // 2.0
    assert r == 3.0000000000000004


@deal.post(lambda r: r == -4.0)
def float_floordiv_mod_pow_017_h():
    return -7.5 // 2.0


@deal.post(lambda r: r != -4.0)
def float_floordiv_mod_pow_017_f():
    return -7.5 // 2.0


def float_floordiv_mod_pow_018_h():
    r = 7.5 // -2.0
    assert r == -4.0


def float_floordiv_mod_pow_018_f():
    r = 7.5 // -2.0
    assert r == -3.9999999999999996


@deal.post(lambda r: r == 3.0)
def float_floordiv_mod_pow_019_h():
    return 7 // 2.0


@deal.post(lambda r: r == 4.0)
def float_floordiv_mod_pow_019_f():
    return 7 // 2.0


def float_floordiv_mod_pow_020_h():
    r = -0.0 // 1.0
    assert r == 0.0 and str(r) == '-0.0'


def float_floordiv_mod_pow_020_f():
    r = -0.0 // 1.0
    assert r == 0.0 and str(r) == '0.0'


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_021_h():
    return 0.0 // -1.0


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_021_f():
    return 0.0 // -1.0


@deal.raises(ZeroDivisionError)
def float_floordiv_mod_pow_022_h():
    return 1.0 // 0.0


def float_floordiv_mod_pow_022_f():
    return 1.0 // 0.0


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_023_h():
    return 1.0 // math.inf


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_023_f():
    return 1.0 // math.inf


def float_floordiv_mod_pow_024_h():
    r = -1.0 // math.inf
    assert r == -1.0


def float_floordiv_mod_pow_024_f():
    r = -1.0 // math.inf
    assert r == -0.9999999999999999


@deal.post(lambda r: r != r)
def float_floordiv_mod_pow_025_h():
    return math.inf // 1.0


@deal.post(lambda r: r == r)
def float_floordiv_mod_pow_025_f():
    return math.inf // 1.0


def float_floordiv_mod_pow_026_h():
    r = 1e308 // 1e-308
    assert r == math.inf


def float_floordiv_mod_pow_026_f():
    r = 1e308 // 1e-308
    assert r != math.inf


@deal.post(lambda r: r == 6.0)
def float_floordiv_mod_pow_027_h():
    return 0.7 // 0.1


@deal.post(lambda r: r == 7.0)
def float_floordiv_mod_pow_027_f():
    return 0.7 // 0.1


def float_floordiv_mod_pow_028_h():
    r = divmod(7.0, 2.0)
    assert r == (3.0, 1.0)


def float_floordiv_mod_pow_028_f():
    r = divmod(7.0, 2.0)
    assert r == (3.0, 1.0, 0)


@deal.post(lambda r: r == (-4.0, 1.0))
def float_floordiv_mod_pow_029_h():
    return divmod(-7.0, 2.0)


@deal.post(lambda r: r != (-4.0, 1.0))
def float_floordiv_mod_pow_029_f():
    return divmod(-7.0, 2.0)


def float_floordiv_mod_pow_030_h():
    r = 2.0 ** 10
    assert r == 1024.0


def float_floordiv_mod_pow_030_f():
    r = 2.0 ** 10
    assert r == 1024.0000000000002


@deal.post(lambda r: r == 0.5)
def float_floordiv_mod_pow_031_h():
    return 2.0 ** -1


@deal.post(lambda r: r == 1.5)
def float_floordiv_mod_pow_031_f():
    return 2.0 ** -1


def float_floordiv_mod_pow_032_h():
    r = 2 ** -1
    assert r == 0.5


def float_floordiv_mod_pow_032_f():
    r = 2 ** -1
    assert r != 0.5


@deal.post(lambda r: r)
def float_floordiv_mod_pow_033_h():
    return 2 ** -2 == 0.25


@deal.post(lambda r: not r)
def float_floordiv_mod_pow_033_f():
    return 2 ** -2 == 0.25


def float_floordiv_mod_pow_034_h():
    r = 0.0 ** 0
    assert r == 1.0


def float_floordiv_mod_pow_034_f():
    r = 0.0 ** 0
    assert r == 1.0000000000000002


@deal.raises(ZeroDivisionError)
def float_floordiv_mod_pow_035_h():
    return 0.0 ** -1


@deal.raises(ValueError)
def float_floordiv_mod_pow_035_f():
    return 0.0 ** -1


@deal.raises(OverflowError)
def float_floordiv_mod_pow_036_h():
    return 10.0 ** 400


def float_floordiv_mod_pow_036_f():
    return 10.0 ** 400


@deal.post(lambda r: r == -8.0)
def float_floordiv_mod_pow_037_h():
    return (-2.0) ** 3


@deal.post(lambda r: r == -7.0)
def float_floordiv_mod_pow_037_f():
    return (-2.0) ** 3


def float_floordiv_mod_pow_038_h():
    r = (-8.0) ** 2
    assert r == 64.0


def float_floordiv_mod_pow_038_f():
    r = (-8.0) ** 2
    assert r != 64.0


@deal.post(lambda r: r == 1.0)
def float_floordiv_mod_pow_039_h():
    return 1.0 ** math.nan


@deal.post(lambda r: r == 2.0)
def float_floordiv_mod_pow_039_f():
    return 1.0 ** math.nan


def float_floordiv_mod_pow_040_h():
    r = math.nan ** 0
    assert r == 1.0


def float_floordiv_mod_pow_040_f():
    r = math.nan ** 0
    assert r == 1.0000000000000002


@deal.post(lambda r: r == 1.4142135623730951)
def float_floordiv_mod_pow_041_h():
    return 2.0 ** 0.5


@deal.post(lambda r: r != 1.4142135623730951)
def float_floordiv_mod_pow_041_f():
    return 2.0 ** 0.5


def float_floordiv_mod_pow_042_h():
    r = 4.0 ** 0.5
    assert r == 2.0


def float_floordiv_mod_pow_042_f():
    r = 4.0 ** 0.5
    assert r == 2.0000000000000004


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_043_h():
    return math.inf ** -1


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_043_f():
    return math.inf ** -1


def float_floordiv_mod_pow_044_h():
    r = (-0.0) ** 3
    assert r == 0.0 and str(r) == '-0.0'


def float_floordiv_mod_pow_044_f():
    r = (-0.0) ** 3
    assert r == 0.0 and str(r) == '0.0'


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_045_h():
    return (-0.0) ** 2


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_045_f():
    return (-0.0) ** 2


def float_floordiv_mod_pow_046_h():
    r = 3 % 2.5
    assert r == 0.5


def float_floordiv_mod_pow_046_f():
    r = 3 % 2.5
    assert r == 0.5000000000000001


@deal.post(lambda r: r == 2.0)
def float_floordiv_mod_pow_047_h():
    return -3 % 2.5


@deal.post(lambda r: r != 2.0)
def float_floordiv_mod_pow_047_f():
    return -3 % 2.5


def float_floordiv_mod_pow_048_h():
    r = 10 ** 20 % 7.0
    assert r == 2.0


def float_floordiv_mod_pow_048_f():
    r = 10 ** 20 % 7.0
    assert r == 2.0000000000000004


@deal.post(lambda r: r == math.inf)
def float_floordiv_mod_pow_049_h():
    return 2.0 ** 1023 * 2


@deal.post(lambda r: r == -math.inf)
def float_floordiv_mod_pow_049_f():
    return 2.0 ** 1023 * 2


def float_floordiv_mod_pow_050_h():
    r = 1.5 ** 2
    assert r == 2.25


def float_floordiv_mod_pow_050_f():
    r = 1.5 ** 2
    assert r != 2.25


@deal.post(lambda r: not r)
def float_floordiv_mod_pow_051_h():
    return (-1.0) ** 0.5 == 1


@deal.post(lambda r: r)
def float_floordiv_mod_pow_051_f():
    return (-1.0) ** 0.5 == 1


def float_floordiv_mod_pow_052_h():
    r = 0.5 ** 1075
    assert r == 0.0 and str(r) == '0.0'


def float_floordiv_mod_pow_052_f():
    r = 0.5 ** 1075
    assert r == 0.0 and str(r) == '-0.0'


@deal.post(lambda r: r == 5e-324)
def float_floordiv_mod_pow_053_h():
    return 0.5 ** 1074


@deal.post(lambda r: r != 5e-324)
def float_floordiv_mod_pow_053_f():
    return 0.5 ** 1074


def float_conversions_000_h():
    r = float(3)
    assert r == 3.0


def float_conversions_000_f():
    r = float(3)
    assert r == 3.0000000000000004


@deal.post(lambda r: r == 1.0)
def float_conversions_001_h():
    return float(True)


@deal.post(lambda r: r == 2.0)
def float_conversions_001_f():
    return float(True)


def float_conversions_002_h():
    r = float(-0)
    assert r == 0.0 and str(r) == '0.0'


def float_conversions_002_f():
    r = float(-0)
    assert r == 0.0 and str(r) == '-0.0'


@deal.post(lambda r: r)
def float_conversions_003_h():
    return float('nan') != float('nan')


@deal.post(lambda r: not r)
def float_conversions_003_f():
    return float('nan') != float('nan')


def float_conversions_004_h():
    r = float('inf')
    assert r == math.inf


def float_conversions_004_f():
    r = float('inf')
    assert r == -math.inf


@deal.post(lambda r: r == -math.inf)
def float_conversions_005_h():
    return float('-inf')


@deal.post(lambda r: r != -math.inf)
def float_conversions_005_f():
    return float('-inf')


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


@deal.raises(OverflowError)
def float_conversions_021_h():
    return int(math.inf)


@deal.raises(ValueError)
def float_conversions_021_f():
    return int(math.inf)


@deal.raises(ValueError)
def float_conversions_022_h():
    return int(math.nan)


def float_conversions_022_f():
    return int(math.nan)


@deal.post(lambda r: r == 0)
def float_conversions_023_h():
    return int(5e-324)


@deal.post(lambda r: r != 0)
def float_conversions_023_f():
    return int(5e-324)


def float_conversions_024_h():
    r = int('12')
    assert r == 12


def float_conversions_024_f():
    r = int('12')
    assert r == 13


@deal.post(lambda r: r == -7)
def float_conversions_025_h():
    return int(' -7 ')


@deal.post(lambda r: r == -8)
def float_conversions_025_f():
    return int(' -7 ')


@deal.raises(ValueError)
def float_conversions_026_h():
    return int('1.5')


def float_conversions_026_f():
    return int('1.5')


@deal.post(lambda r: r == 1)
def float_conversions_027_h():
    return int(True)


@deal.post(lambda r: r == 0)
def float_conversions_027_f():
    return int(True)


def float_conversions_028_h():
    r = round(2.5)
    assert r == 2


def float_conversions_028_f():
    r = round(2.5)
    assert r == 3


@deal.post(lambda r: r == 4)
def float_conversions_029_h():
    return round(3.5)


@deal.post(lambda r: r != 4)
def float_conversions_029_f():
    return round(3.5)


def float_conversions_030_h():
    r = round(-0.5)
    assert r == 0


def float_conversions_030_f():
    r = round(-0.5)
    assert r == 1


@deal.post(lambda r: r == 0)
def float_conversions_031_h():
    return round(0.5)


@deal.post(lambda r: r == -1)
def float_conversions_031_f():
    return round(0.5)


def float_conversions_032_h():
    r = round(-1.5)
    assert r == -2


def float_conversions_032_f():
    r = round(-1.5)
    assert r != -2


@deal.post(lambda r: r == 2.67)
def float_conversions_033_h():
    return round(2.675, 2)


@deal.post(lambda r: r == 3.67)
def float_conversions_033_f():
    return round(2.675, 2)


def float_conversions_034_h():
    r = round(1.25, 1)
    assert r == 1.2


def float_conversions_034_f():
    r = round(1.25, 1)
    assert r == 1.2000000000000002


@deal.raises(OverflowError)
def float_conversions_035_h():
    return round(math.inf)


@deal.raises(ValueError)
def float_conversions_035_f():
    return round(math.inf)


@deal.raises(ValueError)
def float_conversions_036_h():
    return round(math.nan)


def float_conversions_036_f():
    return round(math.nan)


@deal.post(lambda r: r == 7)
def float_conversions_037_h():
    return round(7.0)


@deal.post(lambda r: r == 6)
def float_conversions_037_f():
    return round(7.0)


def float_conversions_038_h():
    r = round(1234.5678, -2)
    assert r == 1200.0


def float_conversions_038_f():
    r = round(1234.5678, -2)
    assert r != 1200.0


@deal.post(lambda r: r == 20)
def float_conversions_039_h():
    return round(17, -1)


@deal.post(lambda r: r == 19)
def float_conversions_039_f():
    return round(17, -1)


def float_conversions_040_h():
    r = round(25, -1)
    assert r == 20


def float_conversions_040_f():
    r = round(25, -1)
    assert r == 21


@deal.post(lambda r: r == 0)
def float_conversions_041_h():
    return round(-0.4)


@deal.post(lambda r: r != 0)
def float_conversions_041_f():
    return round(-0.4)


def float_conversions_042_h():
    r = abs(-0.0)
    assert r == 0.0 and str(r) == '0.0'


def float_conversions_042_f():
    r = abs(-0.0)
    assert r == 0.0 and str(r) == '-0.0'


@deal.post(lambda r: r == math.inf)
def float_conversions_043_h():
    return abs(-math.inf)


@deal.post(lambda r: r == -math.inf)
def float_conversions_043_f():
    return abs(-math.inf)


def float_conversions_044_h():
    r = abs(-2.5)
    assert r == 2.5


def float_conversions_044_f():
    r = abs(-2.5)
    assert r != 2.5


@deal.post(lambda r: r == 1180591620717411303424)
def float_conversions_045_h():
    return abs(-(2 ** 70))


@deal.post(lambda r: r == 1180591620717411303423)
def float_conversions_045_f():
    return abs(-(2 ** 70))


def float_conversions_046_h():
    r = abs(math.nan) != abs(math.nan)
    assert r


def float_conversions_046_f():
    r = abs(math.nan) != abs(math.nan)
    assert not r


@deal.post(lambda r: r == 1.0)
def float_conversions_047_h():
    return min(1.0, 2)


@deal.post(lambda r: r != 1.0)
def float_conversions_047_f():
    return min(1.0, 2)


def float_conversions_048_h():
    r = min(2, 1.0)
    assert r == 1.0


def float_conversions_048_f():
    r = min(2, 1.0)
    assert r == 1.0000000000000002


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_conversions_049_h():
    return min(0.0, -0.0)


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_conversions_049_f():
    return min(0.0, -0.0)


def float_conversions_050_h():
    r = min(-0.0, 0.0)
    assert r == 0.0 and str(r) == '-0.0'


def float_conversions_050_f():
    r = min(-0.0, 0.0)
    assert r == 0.0 and str(r) == '0.0'


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_conversions_051_h():
    return max(0.0, -0.0)


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_conversions_051_f():
    return max(0.0, -0.0)


def float_conversions_052_h():
    r = max(-0.0, 0.0)
    assert r == 0.0 and str(r) == '-0.0'


def float_conversions_052_f():
    r = max(-0.0, 0.0)
    assert r == 0.0 and str(r) == '0.0'


@deal.post(lambda r: r == 1.0)
def float_conversions_053_h():
    return min(1.0, math.nan)


@deal.post(lambda r: r != 1.0)
def float_conversions_053_f():
    return min(1.0, math.nan)


def float_conversions_054_h():
    r = min(math.nan, 1.0)
    assert r != r


def float_conversions_054_f():
    r = min(math.nan, 1.0)
    assert r == r


@deal.post(lambda r: r == 1.0)
def float_conversions_055_h():
    return max(1.0, math.nan)


@deal.post(lambda r: r == 2.0)
def float_conversions_055_f():
    return max(1.0, math.nan)


def float_conversions_056_h():
    r = max(math.nan, 1.0)
    assert r != r


def float_conversions_056_f():
    r = max(math.nan, 1.0)
    assert r == r


@deal.post(lambda r: r == 1)
def float_conversions_057_h():
    return max(1, 1.0)


@deal.post(lambda r: r == 0)
def float_conversions_057_f():
    return max(1, 1.0)


def float_conversions_058_h():
    r = max(1.0, 1)
    assert r == 1.0


def float_conversions_058_f():
    r = max(1.0, 1)
    assert r == 1.0000000000000002


@deal.post(lambda r: r == 3.5)
def float_conversions_059_h():
    return max([3.5, -1.0, 2])


@deal.post(lambda r: r != 3.5)
def float_conversions_059_f():
    return max([3.5, -1.0, 2])


def float_conversions_060_h():
    r = min(3, 2.5, 7)
    assert r == 2.5


def float_conversions_060_f():
    r = min(3, 2.5, 7)
    assert r == 2.5000000000000004


@deal.post(lambda r: r)
def float_conversions_061_h():
    return float(10 ** 308) == 1e308


@deal.post(lambda r: not r)
def float_conversions_061_f():
    return float(10 ** 308) == 1e308


def float_conversions_062_h():
    r = int(1e308) == 10 ** 308
    assert not r


def float_conversions_062_f():
    r = int(1e308) == 10 ** 308
    assert r


@deal.post(lambda r: r)
def float_conversions_063_h():
    return int(2.0 ** 60) == 2 ** 60


@deal.post(lambda r: not r)
def float_conversions_063_f():
    return int(2.0 ** 60) == 2 ** 60


def float_conversions_064_h():
    r = round(2.5) + round(3.5)
    assert r == 6


def float_conversions_064_f():
    r = round(2.5) + round(3.5)
    assert r == 7


@deal.post(lambda r: r)
def float_conversions_065_h():
    return type(round(2.5)) is int


@deal.post(lambda r: not r)
def float_conversions_065_f():
    return type(round(2.5)) is int


def float_conversions_066_h():
    r = type(round(2.5, 0)) is float
    assert r


def float_conversions_066_f():
    r = type(round(2.5, 0)) is float
    assert not r


@deal.post(lambda r: not r)
def float_conversions_067_h():
    return bool(0.0)


@deal.post(lambda r: r)
def float_conversions_067_f():
    return bool(0.0)


def float_conversions_068_h():
    r = bool(-0.0)
    assert not r


def float_conversions_068_f():
    r = bool(-0.0)
    assert r


@deal.post(lambda r: r)
def float_conversions_069_h():
    return bool(math.nan)


@deal.post(lambda r: not r)
def float_conversions_069_f():
    return bool(math.nan)


def float_conversions_070_h():
    r = float(int(-2.5))
    assert r == -2.0


def float_conversions_070_f():
    r = float(int(-2.5))
    assert r == -1.9999999999999998


def int_float_compare_000_h():
    r = 2 ** 53 + 1 == float(2 ** 53 + 1)
    assert not r


def int_float_compare_000_f():
    r = 2 ** 53 + 1 == float(2 ** 53 + 1)
    assert r


@deal.post(lambda r: not r)
def int_float_compare_001_h():
    return 2 ** 53 + 1 == 2.0 ** 53


@deal.post(lambda r: r)
def int_float_compare_001_f():
    return 2 ** 53 + 1 == 2.0 ** 53


def int_float_compare_002_h():
    r = 2 ** 53 == 2.0 ** 53
    assert r


def int_float_compare_002_f():
    r = 2 ** 53 == 2.0 ** 53
    assert not r


@deal.post(lambda r: r)
def int_float_compare_003_h():
    return 2 ** 53 + 1 > 2.0 ** 53


@deal.post(lambda r: not r)
def int_float_compare_003_f():
    return 2 ** 53 + 1 > 2.0 ** 53


def int_float_compare_004_h():
    r = 2 ** 53 + 1 < 2.0 ** 53 + 2
    assert r


def int_float_compare_004_f():
    r = 2 ** 53 + 1 < 2.0 ** 53 + 2
    assert not r


@deal.post(lambda r: r)
def int_float_compare_005_h():
    return 10 ** 400 > 1e308


@deal.post(lambda r: not r)
def int_float_compare_005_f():
    return 10 ** 400 > 1e308


def int_float_compare_006_h():
    r = 10 ** 400 < math.inf
    assert r


def int_float_compare_006_f():
    r = 10 ** 400 < math.inf
    assert not r


@deal.post(lambda r: r)
def int_float_compare_007_h():
    return -(10 ** 400) > -math.inf


@deal.post(lambda r: not r)
def int_float_compare_007_f():
    return -(10 ** 400) > -math.inf


def int_float_compare_008_h():
    r = 1 == 1.0
    assert r


def int_float_compare_008_f():
    r = 1 == 1.0
    assert not r


@deal.post(lambda r: r)
def int_float_compare_009_h():
    return 0 == -0.0


@deal.post(lambda r: not r)
def int_float_compare_009_f():
    return 0 == -0.0


def int_float_compare_010_h():
    r = 0 < -0.0
    assert not r


def int_float_compare_010_f():
    r = 0 < -0.0
    assert r


@deal.post(lambda r: r)
def int_float_compare_011_h():
    return math.nan != 0


@deal.post(lambda r: not r)
def int_float_compare_011_f():
    return math.nan != 0


def int_float_compare_012_h():
    r = math.nan == 0
    assert not r


def int_float_compare_012_f():
    r = math.nan == 0
    assert r


@deal.post(lambda r: r)
def int_float_compare_013_h():
    return True == 1.0


@deal.post(lambda r: not r)
def int_float_compare_013_f():
    return True == 1.0


def int_float_compare_014_h():
    r = 2 ** 1024 > 1.7976931348623157e308
    assert r


def int_float_compare_014_f():
    r = 2 ** 1024 > 1.7976931348623157e308
    assert not r


@deal.post(lambda r: not r)
def int_float_compare_015_h():
    return 2 ** 1024 == math.inf


@deal.post(lambda r: r)
def int_float_compare_015_f():
    return 2 ** 1024 == math.inf


def int_float_compare_016_h():
    r = 1 < 1.0000000000000002
    assert r


def int_float_compare_016_f():
    r = 1 < 1.0000000000000002
    assert not r


@deal.post(lambda r: not r)
def int_float_compare_017_h():
    return 3 == 3.0000000000000004


@deal.post(lambda r: r)
def int_float_compare_017_f():
    return 3 == 3.0000000000000004


def int_float_compare_018_h():
    r = 10 ** 16 + 1 == 1e16
    assert not r


def int_float_compare_018_f():
    r = 10 ** 16 + 1 == 1e16
    assert r


@deal.post(lambda r: r)
def int_float_compare_019_h():
    return 10 ** 16 + 1 > 1e16


@deal.post(lambda r: not r)
def int_float_compare_019_f():
    return 10 ** 16 + 1 > 1e16


def int_float_compare_020_h():
    r = 10 ** 16 + 2 == 1e16 + 2
    assert r


def int_float_compare_020_f():
    r = 10 ** 16 + 2 == 1e16 + 2
    assert not r


@deal.post(lambda r: r)
def int_float_compare_021_h():
    return -1 < -0.5


@deal.post(lambda r: not r)
def int_float_compare_021_f():
    return -1 < -0.5


def int_float_compare_022_h():
    r = -1 > -1.5
    assert r


def int_float_compare_022_f():
    r = -1 > -1.5
    assert not r


@deal.post(lambda r: r)
def int_float_compare_023_h():
    return 7 >= 7.0


@deal.post(lambda r: not r)
def int_float_compare_023_f():
    return 7 >= 7.0


def int_float_compare_024_h():
    r = 7 <= 6.999999999999999
    assert not r


def int_float_compare_024_f():
    r = 7 <= 6.999999999999999
    assert r


@deal.post(lambda r: r)
def int_float_compare_025_h():
    return 2 ** 63 == 9.223372036854776e18


@deal.post(lambda r: not r)
def int_float_compare_025_f():
    return 2 ** 63 == 9.223372036854776e18


def int_float_compare_026_h():
    r = 2 ** 63 - 1 == 9.223372036854776e18
    assert not r


def int_float_compare_026_f():
    r = 2 ** 63 - 1 == 9.223372036854776e18
    assert r


@deal.post(lambda r: r)
def int_float_compare_027_h():
    return 2 ** 63 - 1 < 9.223372036854776e18


@deal.post(lambda r: not r)
def int_float_compare_027_f():
    return 2 ** 63 - 1 < 9.223372036854776e18


def int_float_compare_028_h():
    r = 0 == 5e-324
    assert not r


def int_float_compare_028_f():
    r = 0 == 5e-324
    assert r


@deal.post(lambda r: r)
def int_float_compare_029_h():
    return 0 < 5e-324


@deal.post(lambda r: not r)
def int_float_compare_029_f():
    return 0 < 5e-324


def int_float_compare_030_h():
    r = -(2 ** 60) == -1.152921504606847e18
    assert r


def int_float_compare_030_f():
    r = -(2 ** 60) == -1.152921504606847e18
    assert not r


@deal.post(lambda r: r == 9007199254740993)
def int_float_compare_031_h():
    return max(2 ** 53 + 1, 2.0 ** 53)


@deal.post(lambda r: r == 9007199254740992)
def int_float_compare_031_f():
    return max(2 ** 53 + 1, 2.0 ** 53)


def int_float_compare_032_h():
    r = min(2 ** 53 + 1, 2.0 ** 53 + 2)
    assert r == 9007199254740993


def int_float_compare_032_f():
    r = min(2 ** 53 + 1, 2.0 ** 53 + 2)
    assert r != 9007199254740993


@deal.post(lambda r: r)
def int_float_compare_033_h():
    return 1 in [1.0]


@deal.post(lambda r: not r)
def int_float_compare_033_f():
    return 1 in [1.0]


def int_float_compare_034_h():
    r = 1.0 in {1}
    assert r


def int_float_compare_034_f():
    r = 1.0 in {1}
    assert not r


@deal.post(lambda r: not r)
def int_float_compare_035_h():
    return (2 ** 53 + 1) in {2.0 ** 53}


@deal.post(lambda r: r)
def int_float_compare_035_f():
    return (2 ** 53 + 1) in {2.0 ** 53}


def int_float_compare_036_h():
    r = [1, 2] == [1.0, 2.0]
    assert r


def int_float_compare_036_f():
    r = [1, 2] == [1.0, 2.0]
    assert not r


@deal.post(lambda r: r)
def int_float_compare_037_h():
    return (0,) == (-0.0,)


@deal.post(lambda r: not r)
def int_float_compare_037_f():
    return (0,) == (-0.0,)


def int_float_compare_038_h():
    r = sorted([2.5, 1, 2])
    assert r == [1, 2, 2.5]


def int_float_compare_038_f():
    r = sorted([2.5, 1, 2])
    assert r != [1, 2, 2.5]


@deal.post(lambda r: r)
def int_float_compare_039_h():
    return 2 ** 53 + 1 != 9007199254740992.0


@deal.post(lambda r: not r)
def int_float_compare_039_f():
    return 2 ** 53 + 1 != 9007199254740992.0
