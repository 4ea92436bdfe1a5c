"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def float_arith_000_h():
    r = 0.1 - 1e+308
    assert r == -1e+308


def float_arith_000_f():
    r = 0.1 - 1e+308
    assert r == -9.999999999999998e+307


@deal.post(lambda r: r == -math.inf)
def float_arith_001_h():
    return 0.1 * (-math.inf)


@deal.post(lambda r: r == math.inf)
def float_arith_001_f():
    return 0.1 * (-math.inf)


def float_arith_002_h():
    r = 0.2 + 0.1
    assert r == 0.30000000000000004


def float_arith_002_f():
    r = 0.2 + 0.1
    assert r != 0.30000000000000004


@deal.post(lambda r: r == 0.2)
def float_arith_003_h():
    return 0.2 - 5e-324


@deal.post(lambda r: r == 1.2)
def float_arith_003_f():
    return 0.2 - 5e-324


def float_arith_004_h():
    r = 0.2 * 1.5e-323
    assert r == 5e-324


def float_arith_004_f():
    r = 0.2 * 1.5e-323
    assert r == 1e-323


@deal.post(lambda r: r == 0.5)
def float_arith_005_h():
    return 0.3 + 0.2


@deal.post(lambda r: r != 0.5)
def float_arith_005_f():
    return 0.3 + 0.2


def float_arith_006_h():
    r = 0.3 - 2.5
    assert r == -2.2


def float_arith_006_f():
    r = 0.3 - 2.5
    assert r == -2.1999999999999997


@deal.post(lambda r: r == 5.393079404586947e+307)
def float_arith_007_h():
    return 0.3 * 1.7976931348623157e+308


@deal.post(lambda r: r == 5.393079404586946e+307)
def float_arith_007_f():
    return 0.3 * 1.7976931348623157e+308


def float_arith_008_h():
    r = 1.0 + 0.3
    assert r == 1.3


def float_arith_008_f():
    r = 1.0 + 0.3
    assert r != 1.3


@deal.post(lambda r: r == 8.25)
def float_arith_009_h():
    return 1.0 - (-7.25)


@deal.post(lambda r: r == 9.25)
def float_arith_009_f():
    return 1.0 - (-7.25)


def float_arith_010_h():
    r = 1.0 * (-1.5)
    assert r == -1.5


def float_arith_010_f():
    r = 1.0 * (-1.5)
    assert r == -1.4999999999999998


@deal.post(lambda r: r == 1.0)
def float_arith_011_h():
    return (-0.0) + 1.0


@deal.post(lambda r: r != 1.0)
def float_arith_011_f():
    return (-0.0) + 1.0


def float_arith_012_h():
    r = (-0.0) - 1e+16
    assert r == -1e+16


def float_arith_012_f():
    r = (-0.0) - 1e+16
    assert r == -9999999999999998.0


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_arith_013_h():
    return (-0.0) * 2.2250738585072014e-308


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_arith_013_f():
    return (-0.0) * 2.2250738585072014e-308


def float_arith_014_h():
    r = 0.0 + (-0.0)
    assert r == 0.0 and str(r) == '0.0'


def float_arith_014_f():
    r = 0.0 + (-0.0)
    assert r == 0.0 and str(r) == '-0.0'


@deal.post(lambda r: r == -3.0)
def float_arith_015_h():
    return 0.0 - 3.0


@deal.post(lambda r: r == -2.0)
def float_arith_015_f():
    return 0.0 - 3.0


def float_arith_016_h():
    r = 0.0 * 9007199254740992.0
    assert r == 0.0 and str(r) == '0.0'


def float_arith_016_f():
    r = 0.0 * 9007199254740992.0
    assert r == 0.0 and str(r) == '-0.0'


@deal.post(lambda r: r == 1e+308)
def float_arith_017_h():
    return 1e+308 + 0.0


@deal.post(lambda r: r != 1e+308)
def float_arith_017_f():
    return 1e+308 + 0.0


def float_arith_018_h():
    r = 1e+308 - math.inf
    assert r == -math.inf


def float_arith_018_f():
    r = 1e+308 - math.inf
    assert r == math.inf


@deal.post(lambda r: r == 5e+307)
def float_arith_019_h():
    return 1e+308 * 0.5


@deal.post(lambda r: r == 4.999999999999999e+307)
def float_arith_019_f():
    return 1e+308 * 0.5


def float_arith_020_h():
    r = 5e-324 + 1e+308
    assert r == 1e+308


def float_arith_020_f():
    r = 5e-324 + 1e+308
    assert r != 1e+308


@deal.post(lambda r: r == math.inf)
def float_arith_021_h():
    return 5e-324 - (-math.inf)


@deal.post(lambda r: r == -math.inf)
def float_arith_021_f():
    return 5e-324 - (-math.inf)


def float_arith_022_h():
    r = 2.5 * 0.1
    assert r == 0.25


def float_arith_022_f():
    r = 2.5 * 0.1
    assert r == 0.25000000000000006


@deal.post(lambda r: r == 2.5)
def float_arith_023_h():
    return 2.5 + 5e-324


@deal.post(lambda r: r != 2.5)
def float_arith_023_f():
    return 2.5 + 5e-324


def float_arith_024_h():
    r = 2.5 - 1.5e-323
    assert r == 2.5


def float_arith_024_f():
    r = 2.5 - 1.5e-323
    assert r == 2.5000000000000004


@deal.post(lambda r: r == -1.4500000000000002)
def float_arith_025_h():
    return (-7.25) * 0.2


@deal.post(lambda r: r == -0.4500000000000002)
def float_arith_025_f():
    return (-7.25) * 0.2


def float_arith_026_h():
    r = (-7.25) + 2.5
    assert r == -4.75


def float_arith_026_f():
    r = (-7.25) + 2.5
    assert r != -4.75


@deal.post(lambda r: r == -1.7976931348623157e+308)
def float_arith_027_h():
    return (-7.25) - 1.7976931348623157e+308


@deal.post(lambda r: r == -math.inf)
def float_arith_027_f():
    return (-7.25) - 1.7976931348623157e+308


def float_arith_028_h():
    r = 1e+16 * 0.3
    assert r == 3000000000000000.0


def float_arith_028_f():
    r = 1e+16 * 0.3
    assert r == 3000000000000000.5


@deal.post(lambda r: r == 9999999999999992.0)
def float_arith_029_h():
    return 1e+16 + (-7.25)


@deal.post(lambda r: r != 9999999999999992.0)
def float_arith_029_f():
    return 1e+16 + (-7.25)


def float_arith_030_h():
    r = 1e+16 - (-1.5)
    assert r == 1.0000000000000002e+16


def float_arith_030_f():
    r = 1e+16 - (-1.5)
    assert r == 1.0000000000000004e+16


@deal.post(lambda r: r == 3.0)
def float_arith_031_h():
    return 3.0 * 1.0


@deal.post(lambda r: r == 4.0)
def float_arith_031_f():
    return 3.0 * 1.0


def float_arith_032_h():
    r = 3.0 + 1e+16
    assert r == 1.0000000000000004e+16


def float_arith_032_f():
    r = 3.0 + 1e+16
    assert r != 1.0000000000000004e+16


@deal.post(lambda r: r == 3.0)
def float_arith_033_h():
    return 3.0 - 2.2250738585072014e-308


@deal.post(lambda r: r == 4.0)
def float_arith_033_f():
    return 3.0 - 2.2250738585072014e-308


def float_arith_034_h():
    r = math.inf * (-0.0)
    assert r != r


def float_arith_034_f():
    r = math.inf * (-0.0)
    assert r == r


@deal.post(lambda r: r == math.inf)
def float_arith_035_h():
    return math.inf + 3.0


@deal.post(lambda r: r != math.inf)
def float_arith_035_f():
    return math.inf + 3.0


def float_arith_036_h():
    r = math.inf - 9007199254740992.0
    assert r == math.inf


def float_arith_036_f():
    r = math.inf - 9007199254740992.0
    assert r == -math.inf


@deal.post(lambda r: r != r)
def float_arith_037_h():
    return (-math.inf) * 0.0


@deal.post(lambda r: r == r)
def float_arith_037_f():
    return (-math.inf) * 0.0


def float_arith_038_h():
    r = (-math.inf) + math.inf
    assert r != r


def float_arith_038_f():
    r = (-math.inf) + math.inf
    assert r == r


@deal.post(lambda r: r == -math.inf)
def float_arith_039_h():
    return (-math.inf) - 0.5


@deal.post(lambda r: r == math.inf)
def float_arith_039_f():
    return (-math.inf) - 0.5


def float_arith_040_h():
    r = 1.5e-323 * 1e+308
    assert r == 1.4821969375237396e-15


def float_arith_040_f():
    r = 1.5e-323 * 1e+308
    assert r == 1.4821969375237398e-15


@deal.post(lambda r: r == -math.inf)
def float_arith_041_h():
    return 1.5e-323 + (-math.inf)


@deal.post(lambda r: r != -math.inf)
def float_arith_041_f():
    return 1.5e-323 + (-math.inf)


def float_arith_042_h():
    r = 1.7976931348623157e+308 - 0.1
    assert r == 1.7976931348623157e+308


def float_arith_042_f():
    r = 1.7976931348623157e+308 - 0.1
    assert r == math.inf


@deal.post(lambda r: r == 8.881784197001251e-16)
def float_arith_043_h():
    return 1.7976931348623157e+308 * 5e-324


@deal.post(lambda r: r == 1.0000000000000009)
def float_arith_043_f():
    return 1.7976931348623157e+308 * 5e-324


def float_arith_044_h():
    r = 1.7976931348623157e+308 + 1.5e-323
    assert r == 1.7976931348623157e+308


def float_arith_044_f():
    r = 1.7976931348623157e+308 + 1.5e-323
    assert r != 1.7976931348623157e+308


@deal.post(lambda r: r == -1.7)
def float_arith_045_h():
    return (-1.5) - 0.2


@deal.post(lambda r: r == -0.7)
def float_arith_045_f():
    return (-1.5) - 0.2


def float_arith_046_h():
    r = (-1.5) * 2.5
    assert r == -3.75


def float_arith_046_f():
    r = (-1.5) * 2.5
    assert r == -3.7499999999999996


@deal.post(lambda r: r == 1.7976931348623157e+308)
def float_arith_047_h():
    return (-1.5) + 1.7976931348623157e+308


@deal.post(lambda r: r != 1.7976931348623157e+308)
def float_arith_047_f():
    return (-1.5) + 1.7976931348623157e+308


def float_arith_048_h():
    r = 2.2250738585072014e-308 - 0.3
    assert r == -0.3


def float_arith_048_f():
    r = 2.2250738585072014e-308 - 0.3
    assert r == -0.29999999999999993


@deal.post(lambda r: r == -1.613178547417721e-307)
def float_arith_049_h():
    return 2.2250738585072014e-308 * (-7.25)


@deal.post(lambda r: r == 1.0)
def float_arith_049_f():
    return 2.2250738585072014e-308 * (-7.25)


def float_arith_050_h():
    r = 2.2250738585072014e-308 + (-1.5)
    assert r == -1.5


def float_arith_050_f():
    r = 2.2250738585072014e-308 + (-1.5)
    assert r != -1.5


@deal.post(lambda r: r == 9007199254740991.0)
def float_arith_051_h():
    return 9007199254740992.0 - 1.0


@deal.post(lambda r: r == 9007199254740992.0)
def float_arith_051_f():
    return 9007199254740992.0 - 1.0


def float_arith_052_h():
    r = 9007199254740992.0 * 1e+16
    assert r == 9.007199254740992e+31


def float_arith_052_f():
    r = 9007199254740992.0 * 1e+16
    assert r == 9.007199254740994e+31


@deal.post(lambda r: r == 9007199254740992.0)
def float_arith_053_h():
    return 9007199254740992.0 + 2.2250738585072014e-308


@deal.post(lambda r: r != 9007199254740992.0)
def float_arith_053_f():
    return 9007199254740992.0 + 2.2250738585072014e-308


def float_arith_054_h():
    r = 0.5 - (-0.0)
    assert r == 0.5


def float_arith_054_f():
    r = 0.5 - (-0.0)
    assert r == 0.5000000000000001


@deal.post(lambda r: r == 1.5)
def float_arith_055_h():
    return 0.5 * 3.0


@deal.post(lambda r: r == 2.5)
def float_arith_055_f():
    return 0.5 * 3.0


def float_arith_056_h():
    r = 0.5 + 9007199254740992.0
    assert r == 9007199254740992.0


def float_arith_056_f():
    r = 0.5 + 9007199254740992.0
    assert r != 9007199254740992.0


@deal.post(lambda r: r == 0.30000000000000004)
def float_arith_057_h():
    return 0.1 + 0.2


@deal.post(lambda r: r == 1.3)
def float_arith_057_f():
    return 0.1 + 0.2


def float_arith_058_h():
    r = 0.1 + 0.2 == 0.3
    assert not r


def float_arith_058_f():
    r = 0.1 + 0.2 == 0.3
    assert r


@deal.post(lambda r: r == 1e+16)
def float_arith_059_h():
    return 1e16 + 1.0


@deal.post(lambda r: r != 1e+16)
def float_arith_059_f():
    return 1e16 + 1.0


def float_arith_060_h():
    r = 1e16 + 2.0
    assert r == 1.0000000000000002e+16


def float_arith_060_f():
    r = 1e16 + 2.0
    assert r == 1.0000000000000004e+16


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_arith_061_h():
    return -0.0 + 0.0


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_arith_061_f():
    return -0.0 + 0.0


def float_arith_062_h():
    r = -0.0 - 0.0
    assert r == 0.0 and str(r) == '-0.0'


def float_arith_062_f():
    r = -0.0 - 0.0
    assert r == 0.0 and str(r) == '0.0'


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_arith_063_h():
    return -0.0 * -0.0


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_arith_063_f():
    return -0.0 * -0.0


def float_arith_064_h():
    r = 0.0 * -1.0
    assert r == 0.0 and str(r) == '-0.0'


def float_arith_064_f():
    r = 0.0 * -1.0
    assert r == 0.0 and str(r) == '0.0'


@deal.post(lambda r: r != r)
def float_arith_065_h():
    return math.inf * 0.0


@deal.post(lambda r: r == r)
def float_arith_065_f():
    return math.inf * 0.0


def float_arith_066_h():
    r = math.inf - math.inf
    assert r != r


def float_arith_066_f():
    r = math.inf - math.inf
    assert r == r


@deal.post(lambda r: r == math.inf)
def float_arith_067_h():
    return math.inf + math.inf


@deal.post(lambda r: r == -math.inf)
def float_arith_067_f():
    return math.inf + math.inf


def float_arith_068_h():
    r = 5e-324 * 0.5
    assert r == 0.0 and str(r) == '0.0'


def float_arith_068_f():
    r = 5e-324 * 0.5
    assert r == 0.0 and str(r) == '-0.0'


@deal.post(lambda r: r == 5e-324)
def float_arith_069_h():
    return 5e-324 * 0.6


@deal.post(lambda r: r == 1.0)
def float_arith_069_f():
    return 5e-324 * 0.6


def float_arith_070_h():
    r = 1e308 + 1e308
    assert r == math.inf


def float_arith_070_f():
    r = 1e308 + 1e308
    assert r == -math.inf


@deal.post(lambda r: r == -math.inf)
def float_arith_071_h():
    return -1e308 * 10.0


@deal.post(lambda r: r != -math.inf)
def float_arith_071_f():
    return -1e308 * 10.0


def float_arith_072_h():
    r = math.nan + 1.0
    assert r != r


def float_arith_072_f():
    r = math.nan + 1.0
    assert r == r


@deal.post(lambda r: not r)
def float_arith_073_h():
    return math.nan == math.nan


@deal.post(lambda r: r)
def float_arith_073_f():
    return math.nan == math.nan


def float_arith_074_h():
    r = math.nan != math.nan
    assert r


def float_arith_074_f():
    r = math.nan != math.nan
    assert not r


@deal.post(lambda r: not r)
def float_arith_075_h():
    return math.nan < 1.0


@deal.post(lambda r: r)
def float_arith_075_f():
    return math.nan < 1.0


def float_arith_076_h():
    r = math.nan >= math.nan
    assert not r


def float_arith_076_f():
    r = math.nan >= math.nan
    assert r


@deal.post(lambda r: r)
def float_arith_077_h():
    return -math.inf < -1e308


@deal.post(lambda r: not r)
def float_arith_077_f():
    return -math.inf < -1e308


def float_arith_078_h():
    r = 1.0 - 0.9
    assert r == 0.09999999999999998


def float_arith_078_f():
    r = 1.0 - 0.9
    assert r == 0.09999999999999999


@deal.post(lambda r: r == 0.30000000000000004)
def float_arith_079_h():
    return 3 * 0.1


@deal.post(lambda r: r == 1.3)
def float_arith_079_f():
    return 3 * 0.1


def float_arith_080_h():
    r = 0.1 * 3 == 0.3
    assert not r


def float_arith_080_f():
    r = 0.1 * 3 == 0.3
    assert r


@deal.post(lambda r: r == 9007199254740992.0)
def float_arith_081_h():
    return 2.0 ** 53 + 1.0


@deal.post(lambda r: r == 9007199254740991.0)
def float_arith_081_f():
    return 2.0 ** 53 + 1.0


def float_arith_082_h():
    r = -(0.0)
    assert r == 0.0 and str(r) == '-0.0'


def float_arith_082_f():
    r = -(0.0)
    assert r == 0.0 and str(r) == '0.0'


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_arith_083_h():
    return -(-0.0)


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_arith_083_f():
    return -(-0.0)


def float_arith_084_h():
    r = +(-0.0)
    assert r == 0.0 and str(r) == '-0.0'


def float_arith_084_f():
    r = +(-0.0)
    assert r == 0.0 and str(r) == '0.0'


@deal.post(lambda r: r == 9.999888671827e-311)
def float_arith_085_h():
    return 1e-320 * 1e10


@deal.post(lambda r: r == 1.0)
def float_arith_085_f():
    return 1e-320 * 1e10


def float_arith_086_h():
    r = 0.1 + 0.2 > 0.3
    assert r


def float_arith_086_f():
    r = 0.1 + 0.2 > 0.3
    assert not r


@deal.post(lambda r: r == 2.5)
def float_arith_087_h():
    return 1.5 + 1


@deal.post(lambda r: r == 3.5)
def float_arith_087_f():
    return 1.5 + 1


def float_arith_088_h():
    r = True + 0.5
    assert r == 1.5


def float_arith_088_f():
    r = True + 0.5
    assert r == 1.5000000000000002


@deal.post(lambda r: r == 6.75)
def float_arith_089_h():
    return 7 - 0.25


@deal.post(lambda r: r != 6.75)
def float_arith_089_f():
    return 7 - 0.25


def float_arith_090_h():
    r = (1e308 * 10.0) - (1e308 * 10.0)
    assert r != r


def float_arith_090_f():
    r = (1e308 * 10.0) - (1e308 * 10.0)
    assert r == r


def true_division_000_h():
    r = 1 / 3
    assert r == 0.3333333333333333


def true_division_000_f():
    r = 1 / 3
    assert r == 0.33333333333333337


@deal.post(lambda r: r == 3.5)
def true_division_001_h():
    return 7 / 2


@deal.post(lambda r: r == 4.5)
def true_division_001_f():
    return 7 / 2


def true_division_002_h():
    r = -7 / 2
    assert r == -3.5


def true_division_002_f():
    r = -7 / 2
    assert r != -3.5


@deal.raises(ZeroDivisionError)
def true_division_003_h():
    return 1 / 0


@deal.raises(ValueError)
def true_division_003_f():
    return 1 / 0


@deal.raises(ZeroDivisionError)
def true_division_004_h():
    return 1.0 / 0.0


def true_division_004_f():
    return 1.0 / 0.0


@deal.raises(ZeroDivisionError)
def true_division_005_h():
    return 0.0 / 0.0


@deal.raises(ValueError)
def true_division_005_f():
    return 0.0 / 0.0


@deal.raises(ZeroDivisionError)
def true_division_006_h():
    return -1.0 / 0


def true_division_006_f():
    return -1.0 / 0


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def true_division_007_h():
    return 0 / 5


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def true_division_007_f():
    return 0 / 5


def true_division_008_h():
    r = 0 / -5
    assert r == 0.0 and str(r) == '-0.0'


def true_division_008_f():
    r = 0 / -5
    assert r == 0.0 and str(r) == '0.0'


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def true_division_009_h():
    return -0.0 / 5


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def true_division_009_f():
    return -0.0 / 5


def true_division_010_h():
    r = 10 ** 400 / 10 ** 399
    assert r == 10.0


def true_division_010_f():
    r = 10 ** 400 / 10 ** 399
    assert r == 10.000000000000002


@deal.raises(OverflowError)
def true_division_011_h():
    return 2 ** 1100 / 1


@deal.raises(ValueError)
def true_division_011_f():
    return 2 ** 1100 / 1


def true_division_012_h():
    r = 2 ** 1100 / 2 ** 1050
    assert r == 1125899906842624.0


def true_division_012_f():
    r = 2 ** 1100 / 2 ** 1050
    assert r == 1125899906842624.2


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def true_division_013_h():
    return 1 / 10 ** 400


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def true_division_013_f():
    return 1 / 10 ** 400


def true_division_014_h():
    r = -1 / 10 ** 400
    assert r == 0.0 and str(r) == '-0.0'


def true_division_014_f():
    r = -1 / 10 ** 400
    assert r == 0.0 and str(r) == '0.0'


@deal.post(lambda r: r == 9007199254740992.0)
def true_division_015_h():
    return (2 ** 53 + 1) / 1


@deal.post(lambda r: r == 9007199254740991.0)
def true_division_015_f():
    return (2 ** 53 + 1) / 1


def true_division_016_h():
    r = (2 ** 53 + 3) / 1
    assert r == 9007199254740996.0


def true_division_016_f():
    r = (2 ** 53 + 3) / 1
    assert r == 9007199254740998.0


@deal.post(lambda r: r)
def true_division_017_h():
    return 9007199254740993 / 1 == 9007199254740992.0


@deal.post(lambda r: not r)
def true_division_017_f():
    return 9007199254740993 / 1 == 9007199254740992.0


def true_division_018_h():
    r = 1 / 3 * 3 == 1
    assert r


def true_division_018_f():
    r = 1 / 3 * 3 == 1
    assert not r


@deal.post(lambda r: r == 1.0)
def true_division_019_h():
    return 2 / 3 + 1 / 3


@deal.post(lambda r: r == 2.0)
def true_division_019_f():
    return 2 / 3 + 1 / 3


def true_division_020_h():
    r = 1.0 / 3.0
    assert r == 0.3333333333333333


def true_division_020_f():
    r = 1.0 / 3.0
    assert r != 0.3333333333333333


@deal.post(lambda r: r == math.inf)
def true_division_021_h():
    return 1e308 / 1e-308


@deal.post(lambda r: r == -math.inf)
def true_division_021_f():
    return 1e308 / 1e-308


def true_division_022_h():
    r = 5e-324 / 2.0
    assert r == 0.0 and str(r) == '0.0'


def true_division_022_f():
    r = 5e-324 / 2.0
    assert r == 0.0 and str(r) == '-0.0'


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def true_division_023_h():
    return 5e-324 / 3.0


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def true_division_023_f():
    return 5e-324 / 3.0


def true_division_024_h():
    r = 1 / math.inf
    assert r == 0.0 and str(r) == '0.0'


def true_division_024_f():
    r = 1 / math.inf
    assert r == 0.0 and str(r) == '-0.0'


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def true_division_025_h():
    return -1 / math.inf


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def true_division_025_f():
    return -1 / math.inf


def true_division_026_h():
    r = math.inf / math.inf
    assert r != r


def true_division_026_f():
    r = math.inf / math.inf
    assert r == r


@deal.post(lambda r: r == math.inf)
def true_division_027_h():
    return math.inf / 0.5


@deal.post(lambda r: r == -math.inf)
def true_division_027_f():
    return math.inf / 0.5


def true_division_028_h():
    r = math.nan / 1.0
    assert r != r


def true_division_028_f():
    r = math.nan / 1.0
    assert r == r


@deal.post(lambda r: r == 2.0)
def true_division_029_h():
    return 6 / 3


@deal.post(lambda r: r != 2.0)
def true_division_029_f():
    return 6 / 3


def true_division_030_h():
    r = type(6 / 3) is float
    assert r


def true_division_030_f():
    r = type(6 / 3) is float
    assert not r


@deal.post(lambda r: r == 0.5)
def true_division_031_h():
    return True / 2


@deal.post(lambda r: r == 1.5)
def true_division_031_f():
    return True / 2


def true_division_032_h():
    r = 3 / True
    assert r == 3.0


def true_division_032_f():
    r = 3 / True
    assert r != 3.0


@deal.raises(ZeroDivisionError)
def true_division_033_h():
    return 1 / False


@deal.raises(ValueError)
def true_division_033_f():
    return 1 / False


def true_division_034_h():
    r = (10 ** 17 + 1) / 10
    assert r == 1e+16


def true_division_034_f():
    r = (10 ** 17 + 1) / 10
    assert r == 1.0000000000000002e+16


@deal.raises(OverflowError)
def true_division_035_h():
    return 10 ** 308 * 10 / 1


@deal.raises(ValueError)
def true_division_035_f():
    return 10 ** 308 * 10 / 1


@deal.raises(OverflowError)
def true_division_036_h():
    return -(10 ** 400) / 3


def true_division_036_f():
    return -(10 ** 400) / 3


@deal.raises(ZeroDivisionError)
def true_division_037_h():
    return 7 / -0.0


@deal.raises(ValueError)
def true_division_037_f():
    return 7 / -0.0


def true_division_038_h():
    r = 0.1 / 0.3
    assert r == 0.33333333333333337


def true_division_038_f():
    r = 0.1 / 0.3
    assert r != 0.33333333333333337


@deal.post(lambda r: r)
def true_division_039_h():
    return 100 / 7 == 14.285714285714286


@deal.post(lambda r: not r)
def true_division_039_f():
    return 100 / 7 == 14.285714285714286


def true_division_040_h():
    r = 1 / 49 * 49 == 1.0
    assert not r


def true_division_040_f():
    r = 1 / 49 * 49 == 1.0
    assert r


@deal.post(lambda r: r == 2.0)
def true_division_041_h():
    return 4.0 / 2


@deal.post(lambda r: r != 2.0)
def true_division_041_f():
    return 4.0 / 2


@deal.raises(OverflowError)
def true_division_042_h():
    return (2 ** 1024 - 2 ** 970) / 1


def true_division_042_f():
    return (2 ** 1024 - 2 ** 970) / 1


@deal.post(lambda r: r == 1.7976931348623157e+308)
def true_division_043_h():
    return (2 ** 1024 - 2 ** 970 - 1) / 1


@deal.post(lambda r: r == 1.7976931348623155e+308)
def true_division_043_f():
    return (2 ** 1024 - 2 ** 970 - 1) / 1


@deal.raises(OverflowError)
def true_division_044_h():
    return (2 ** 1024 - 2 ** 969) / 1


def true_division_044_f():
    return (2 ** 1024 - 2 ** 969) / 1
