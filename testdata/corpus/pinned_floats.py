"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: x == 0.1)
def float_arith_p000_h(x: float):
    r = x - 1e+308
    assert r == -1e+308


@deal.pre(lambda x: x == 0.1)
def float_arith_p000_f(x: float):
    r = x - 1e+308
    assert r == -9.999999999999998e+307


@deal.pre(lambda x: x == 0.1)
@deal.post(lambda r: r == -math.inf)
def float_arith_p001_h(x: float):
    return x * (-math.inf)


@deal.pre(lambda x: x == 0.1)
@deal.post(lambda r: r == math.inf)
def float_arith_p001_f(x: float):
    return x * (-math.inf)


@deal.pre(lambda x: x == 0.2)
def float_arith_p002_h(x: float):
    r = x + 0.1
    assert r == 0.30000000000000004


@deal.pre(lambda x: x == 0.2)
def float_arith_p002_f(x: float):
    r = x + 0.1
    assert r != 0.30000000000000004


@deal.pre(lambda x: x == 0.2)
@deal.post(lambda r: r == 0.2)
def float_arith_p003_h(x: float):
    return x - 5e-324


@deal.pre(lambda x: x == 0.2)
@deal.post(lambda r: r == 1.2)
def float_arith_p003_f(x: float):
    return x - 5e-324


@deal.pre(lambda x: x == 0.2)
def float_arith_p004_h(x: float):
    r = x * 1.5e-323
    assert r == 5e-324


@deal.pre(lambda x: x == 0.2)
def float_arith_p004_f(x: float):
    r = x * 1.5e-323
    assert r == 1e-323


@deal.pre(lambda x: x == 0.3)
@deal.post(lambda r: r == 0.5)
def float_arith_p005_h(x: float):
    return x + 0.2


@deal.pre(lambda x: x == 0.3)
@deal.post(lambda r: r != 0.5)
def float_arith_p005_f(x: float):
    return x + 0.2


@deal.pre(lambda x: x == 0.3)
def float_arith_p006_h(x: float):
    r = x - 2.5
    assert r == -2.2


@deal.pre(lambda x: x == 0.3)
def float_arith_p006_f(x: float):
    r = x - 2.5
    assert r == -2.1999999999999997


@deal.pre(lambda x: x == 0.3)
@deal.post(lambda r: r == 5.393079404586947e+307)
def float_arith_p007_h(x: float):
    return x * 1.7976931348623157e+308


@deal.pre(lambda x: x == 0.3)
@deal.post(lambda r: r == 5.393079404586946e+307)
def float_arith_p007_f(x: float):
    return x * 1.7976931348623157e+308


@deal.pre(lambda x: x == 1.0)
def float_arith_p008_h(x: float):
    r = x + 0.3
    assert r == 1.3


@deal.pre(lambda x: x == 1.0)
def float_arith_p008_f(x: float):
    r = x + 0.3
    assert r != 1.3


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 8.25)
def float_arith_p009_h(x: float):
    return x - (-7.25)


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 9.25)
def float_arith_p009_f(x: float):
    return x - (-7.25)


@deal.pre(lambda x: x == 1.0)
def float_arith_p010_h(x: float):
    r = x * (-1.5)
    assert r == -1.5


@deal.pre(lambda x: x == 1.0)
def float_arith_p010_f(x: float):
    r = x * (-1.5)
    assert r == -1.4999999999999998


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 1.0)
def float_arith_p011_h(x: float):
    return (-0.0) + x


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r != 1.0)
def float_arith_p011_f(x: float):
    return (-0.0) + x


@deal.pre(lambda x: x == 1e+16)
def float_arith_p012_h(x: float):
    r = (-0.0) - x
    assert r == -1e+16


@deal.pre(lambda x: x == 1e+16)
def float_arith_p012_f(x: float):
    r = (-0.0) - x
    assert r == -9999999999999998.0


@deal.pre(lambda x: x == 2.2250738585072014e-308)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_arith_p013_h(x: float):
    return (-0.0) * x


@deal.pre(lambda x: x == 2.2250738585072014e-308)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_arith_p013_f(x: float):
    return (-0.0) * x


@deal.pre(lambda x: x == 3.0)
@deal.post(lambda r: r == -3.0)
def float_arith_p015_h(x: float):
    return 0.0 - x


@deal.pre(lambda x: x == 3.0)
@deal.post(lambda r: r == -2.0)
def float_arith_p015_f(x: float):
    return 0.0 - x


@deal.pre(lambda x: x == 9007199254740992.0)
def float_arith_p016_h(x: float):
    r = 0.0 * x
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda x: x == 9007199254740992.0)
def float_arith_p016_f(x: float):
    r = 0.0 * x
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda x: x == 1e+308)
@deal.post(lambda r: r == 1e+308)
def float_arith_p017_h(x: float):
    return x + 0.0


@deal.pre(lambda x: x == 1e+308)
@deal.post(lambda r: r != 1e+308)
def float_arith_p017_f(x: float):
    return x + 0.0


@deal.pre(lambda x: x == 1e+308)
def float_arith_p018_h(x: float):
    r = x - math.inf
    assert r == -math.inf


@deal.pre(lambda x: x == 1e+308)
def float_arith_p018_f(x: float):
    r = x - math.inf
    assert r == math.inf


@deal.pre(lambda x: x == 1e+308)
@deal.post(lambda r: r == 5e+307)
def float_arith_p019_h(x: float):
    return x * 0.5


@deal.pre(lambda x: x == 1e+308)
@deal.post(lambda r: r == 4.999999999999999e+307)
def float_arith_p019_f(x: float):
    return x * 0.5


@deal.pre(lambda x: x == 5e-324)
def float_arith_p020_h(x: float):
    r = x + 1e+308
    assert r == 1e+308


@deal.pre(lambda x: x == 5e-324)
def float_arith_p020_f(x: float):
    r = x + 1e+308
    assert r != 1e+308


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r == math.inf)
def float_arith_p021_h(x: float):
    return x - (-math.inf)


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r == -math.inf)
def float_arith_p021_f(x: float):
    return x - (-math.inf)


@deal.pre(lambda x: x == 2.5)
def float_arith_p022_h(x: float):
    r = x * 0.1
    assert r == 0.25


@deal.pre(lambda x: x == 2.5)
def float_arith_p022_f(x: float):
    r = x * 0.1
    assert r == 0.25000000000000006


@deal.pre(lambda x: x == 2.5)
@deal.post(lambda r: r == 2.5)
def float_arith_p023_h(x: float):
    return x + 5e-324


@deal.pre(lambda x: x == 2.5)
@deal.post(lambda r: r != 2.5)
def float_arith_p023_f(x: float):
    return x + 5e-324


@deal.pre(lambda x: x == 2.5)
def float_arith_p024_h(x: float):
    r = x - 1.5e-323
    assert r == 2.5


@deal.pre(lambda x: x == 2.5)
def float_arith_p024_f(x: float):
    r = x - 1.5e-323
    assert r == 2.5000000000000004


@deal.pre(lambda x: x == 7.25)
@deal.post(lambda r: r == -1.4500000000000002)
def float_arith_p025_h(x: float):
    return (-x) * 0.2


@deal.pre(lambda x: x == 7.25)
@deal.post(lambda r: r == -0.4500000000000002)
def float_arith_p025_f(x: float):
    return (-x) * 0.2


@deal.pre(lambda x: x == 7.25)
def float_arith_p026_h(x: float):
    r = (-x) + 2.5
    assert r == -4.75


@deal.pre(lambda x: x == 7.25)
def float_arith_p026_f(x: float):
    r = (-x) + 2.5
    assert r != -4.75


@deal.pre(lambda x: x == 7.25)
@deal.post(lambda r: r == -1.7976931348623157e+308)
def float_arith_p027_h(x: float):
    return (-x) - 1.7976931348623157e+308


@deal.pre(lambda x: x == 7.25)
@deal.post(lambda r: r == -math.inf)
def float_arith_p027_f(x: float):
    return (-x) - 1.7976931348623157e+308


@deal.pre(lambda x: x == 1e+16)
def float_arith_p028_h(x: float):
    r = x * 0.3
    assert r == 3000000000000000.0


@deal.pre(lambda x: x == 1e+16)
def float_arith_p028_f(x: float):
    r = x * 0.3
    assert r == 3000000000000000.5


@deal.pre(lambda x: x == 1e+16)
@deal.post(lambda r: r == 9999999999999992.0)
def float_arith_p029_h(x: float):
    return x + (-7.25)


@deal.pre(lambda x: x == 1e+16)
@deal.post(lambda r: r != 9999999999999992.0)
def float_arith_p029_f(x: float):
    return x + (-7.25)


@deal.pre(lambda x: x == 1e+16)
def float_arith_p030_h(x: float):
    r = x - (-1.5)
    assert r == 1.0000000000000002e+16


@deal.pre(lambda x: x == 1e+16)
def float_arith_p030_f(x: float):
    r = x - (-1.5)
    assert r == 1.0000000000000004e+16


@deal.pre(lambda x: x == 3.0)
@deal.post(lambda r: r == 3.0)
def float_arith_p031_h(x: float):
    return x * 1.0


@deal.pre(lambda x: x == 3.0)
@deal.post(lambda r: r == 4.0)
def float_arith_p031_f(x: float):
    return x * 1.0


@deal.pre(lambda x: x == 3.0)
def float_arith_p032_h(x: float):
    r = x + 1e+16
    assert r == 1.0000000000000004e+16


@deal.pre(lambda x: x == 3.0)
def float_arith_p032_f(x: float):
    r = x + 1e+16
    assert r != 1.0000000000000004e+16


@deal.pre(lambda x: x == 3.0)
@deal.post(lambda r: r == 3.0)
def float_arith_p033_h(x: float):
    return x - 2.2250738585072014e-308


@deal.pre(lambda x: x == 3.0)
@deal.post(lambda r: r == 4.0)
def float_arith_p033_f(x: float):
    return x - 2.2250738585072014e-308


@deal.pre(lambda x: x == 3.0)
@deal.post(lambda r: r == math.inf)
def float_arith_p035_h(x: float):
    return math.inf + x


@deal.pre(lambda x: x == 3.0)
@deal.post(lambda r: r != math.inf)
def float_arith_p035_f(x: float):
    return math.inf + x


@deal.pre(lambda x: x == 9007199254740992.0)
def float_arith_p036_h(x: float):
    r = math.inf - x
    assert r == math.inf


@deal.pre(lambda x: x == 9007199254740992.0)
def float_arith_p036_f(x: float):
    r = math.inf - x
    assert r == -math.inf


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == -math.inf)
def float_arith_p039_h(x: float):
    return (-math.inf) - x


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == math.inf)
def float_arith_p039_f(x: float):
    return (-math.inf) - x


@deal.pre(lambda x: x == 1.5e-323)
def float_arith_p040_h(x: float):
    r = x * 1e+308
    assert r == 1.4821969375237396e-15


@deal.pre(lambda x: x == 1.5e-323)
def float_arith_p040_f(x: float):
    r = x * 1e+308
    assert r == 1.4821969375237398e-15


@deal.pre(lambda x: x == 1.5e-323)
@deal.post(lambda r: r == -math.inf)
def float_arith_p041_h(x: float):
    return x + (-math.inf)


@deal.pre(lambda x: x == 1.5e-323)
@deal.post(lambda r: r != -math.inf)
def float_arith_p041_f(x: float):
    return x + (-math.inf)


@deal.pre(lambda x: x == 1.7976931348623157e+308)
def float_arith_p042_h(x: float):
    r = x - 0.1
    assert r == 1.7976931348623157e+308


@deal.pre(lambda x: x == 1.7976931348623157e+308)
def float_arith_p042_f(x: float):
    r = x - 0.1
    assert r == math.inf


@deal.pre(lambda x: x == 1.7976931348623157e+308)
@deal.post(lambda r: r == 8.881784197001251e-16)
def float_arith_p043_h(x: float):
    return x * 5e-324


@deal.pre(lambda x: x == 1.7976931348623157e+308)
@deal.post(lambda r: r == 1.0000000000000009)
def float_arith_p043_f(x: float):
    return x * 5e-324


@deal.pre(lambda x: x == 1.7976931348623157e+308)
def float_arith_p044_h(x: float):
    r = x + 1.5e-323
    assert r == 1.7976931348623157e+308


@deal.pre(lambda x: x == 1.7976931348623157e+308)
def float_arith_p044_f(x: float):
    r = x + 1.5e-323
    assert r != 1.7976931348623157e+308


@deal.pre(lambda x: x == 1.5)
@deal.post(lambda r: r == -1.7)
def float_arith_p045_h(x: float):
    return (-x) - 0.2


@deal.pre(lambda x: x == 1.5)
@deal.post(lambda r: r == -0.7)
def float_arith_p045_f(x: float):
    return (-x) - 0.2


@deal.pre(lambda x: x == 1.5)
def float_arith_p046_h(x: float):
    r = (-x) * 2.5
    assert r == -3.75


@deal.pre(lambda x: x == 1.5)
def float_arith_p046_f(x: float):
    r = (-x) * 2.5
    assert r == -3.7499999999999996


@deal.pre(lambda x: x == 1.5)
@deal.post(lambda r: r == 1.7976931348623157e+308)
def float_arith_p047_h(x: float):
    return (-x) + 1.7976931348623157e+308


@deal.pre(lambda x: x == 1.5)
@deal.post(lambda r: r != 1.7976931348623157e+308)
def float_arith_p047_f(x: float):
    return (-x) + 1.7976931348623157e+308


@deal.pre(lambda x: x == 2.2250738585072014e-308)
def float_arith_p048_h(x: float):
    r = x - 0.3
    assert r == -0.3


@deal.pre(lambda x: x == 2.2250738585072014e-308)
def float_arith_p048_f(x: float):
    r = x - 0.3
    assert r == -0.29999999999999993


@deal.pre(lambda x: x == 2.2250738585072014e-308)
@deal.post(lambda r: r == -1.613178547417721e-307)
def float_arith_p049_h(x: float):
    return x * (-7.25)


@deal.pre(lambda x: x == 2.2250738585072014e-308)
@deal.post(lambda r: r == 1.0)
def float_arith_p049_f(x: float):
    return x * (-7.25)


@deal.pre(lambda x: x == 2.2250738585072014e-308)
def float_arith_p050_h(x: float):
    r = x + (-1.5)
    assert r == -1.5


@deal.pre(lambda x: x == 2.2250738585072014e-308)
def float_arith_p050_f(x: float):
    r = x + (-1.5)
    assert r != -1.5


@deal.pre(lambda x: x == 9007199254740992.0)
@deal.post(lambda r: r == 9007199254740991.0)
def float_arith_p051_h(x: float):
    return x - 1.0


@deal.pre(lambda x: x == 9007199254740992.0)
@deal.post(lambda r: r == 9007199254740992.0)
def float_arith_p051_f(x: float):
    return x - 1.0


@deal.pre(lambda x: x == 9007199254740992.0)
def float_arith_p052_h(x: float):
    r = x * 1e+16
    assert r == 9.007199254740992e+31


@deal.pre(lambda x: x == 9007199254740992.0)
def float_arith_p052_f(x: float):
    r = x * 1e+16
    assert r == 9.007199254740994e+31


@deal.pre(lambda x: x == 9007199254740992.0)
@deal.post(lambda r: r == 9007199254740992.0)
def float_arith_p053_h(x: float):
    return x + 2.2250738585072014e-308


@deal.pre(lambda x: x == 9007199254740992.0)
@deal.post(lambda r: r != 9007199254740992.0)
def float_arith_p053_f(x: float):
    return x + 2.2250738585072014e-308


@deal.pre(lambda x: x == 0.5)
def float_arith_p054_h(x: float):
    r = x - (-0.0)
    assert r == 0.5


@deal.pre(lambda x: x == 0.5)
def float_arith_p054_f(x: float):
    r = x - (-0.0)
    assert r == 0.5000000000000001


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == 1.5)
def float_arith_p055_h(x: float):
    return x * 3.0


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == 2.5)
def float_arith_p055_f(x: float):
    return x * 3.0


@deal.pre(lambda x: x == 0.5)
def float_arith_p056_h(x: float):
    r = x + 9007199254740992.0
    assert r == 9007199254740992.0


@deal.pre(lambda x: x == 0.5)
def float_arith_p056_f(x: float):
    r = x + 9007199254740992.0
    assert r != 9007199254740992.0


@deal.pre(lambda x: x == 0.1)
@deal.post(lambda r: r == 0.30000000000000004)
def float_arith_p057_h(x: float):
    return x + 0.2


@deal.pre(lambda x: x == 0.1)
@deal.post(lambda r: r == 1.3)
def float_arith_p057_f(x: float):
    return x + 0.2


@deal.pre(lambda x: x == 0.1)
def float_arith_p058_h(x: float):
    r = x + 0.2 == 0.3
    assert not r


@deal.pre(lambda x: x == 0.1)
def float_arith_p058_f(x: float):
    r = x + 0.2 == 0.3
    assert r


@deal.pre(lambda x: x == 1e16)
@deal.post(lambda r: r == 1e+16)
def float_arith_p059_h(x: float):
    return x + 1.0


@deal.pre(lambda x: x == 1e16)
@deal.post(lambda r: r != 1e+16)
def float_arith_p059_f(x: float):
    return x + 1.0


@deal.pre(lambda x: x == 1e16)
def float_arith_p060_h(x: float):
    r = x + 2.0
    assert r == 1.0000000000000002e+16


@deal.pre(lambda x: x == 1e16)
def float_arith_p060_f(x: float):
    r = x + 2.0
    assert r == 1.0000000000000004e+16


@deal.pre(lambda x: x == 1.0)
def float_arith_p064_h(x: float):
    r = 0.0 * -x
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda x: x == 1.0)
def float_arith_p064_f(x: float):
    r = 0.0 * -x
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda x: x == 5e-324)
def float_arith_p068_h(x: float):
    r = x * 0.5
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda x: x == 5e-324)
def float_arith_p068_f(x: float):
    r = x * 0.5
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r == 5e-324)
def float_arith_p069_h(x: float):
    return x * 0.6


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r == 1.0)
def float_arith_p069_f(x: float):
    return x * 0.6


@deal.pre(lambda x: x == 1e308)
def float_arith_p070_h(x: float):
    r = x + 1e308
    assert r == math.inf


@deal.pre(lambda x: x == 1e308)
def float_arith_p070_f(x: float):
    r = x + 1e308
    assert r == -math.inf


@deal.pre(lambda x: x == 1e308)
@deal.post(lambda r: r == -math.inf)
def float_arith_p071_h(x: float):
    return -x * 10.0


@deal.pre(lambda x: x == 1e308)
@deal.post(lambda r: r != -math.inf)
def float_arith_p071_f(x: float):
    return -x * 10.0


@deal.pre(lambda x: x == 1.0)
def float_arith_p072_h(x: float):
    r = math.nan + x
    assert r != r


@deal.pre(lambda x: x == 1.0)
def float_arith_p072_f(x: float):
    r = math.nan + x
    assert r == r


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: not r)
def float_arith_p075_h(x: float):
    return math.nan < x


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r)
def float_arith_p075_f(x: float):
    return math.nan < x


@deal.pre(lambda x: x == 1e308)
@deal.post(lambda r: r)
def float_arith_p077_h(x: float):
    return -math.inf < -x


@deal.pre(lambda x: x == 1e308)
@deal.post(lambda r: not r)
def float_arith_p077_f(x: float):
    return -math.inf < -x


@deal.pre(lambda x: x == 1.0)
def float_arith_p078_h(x: float):
    r = x - 0.9
    assert r == 0.09999999999999998


@deal.pre(lambda x: x == 1.0)
def float_arith_p078_f(x: float):
    r = x - 0.9
    assert r == 0.09999999999999999


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: r == 0.30000000000000004)
def float_arith_p079_h(n: int):
    return n * 0.1


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: r == 1.3)
def float_arith_p079_f(n: int):
    return n * 0.1


@deal.pre(lambda x: x == 0.1)
def float_arith_p080_h(x: float):
    r = x * 3 == 0.3
    assert not r


@deal.pre(lambda x: x == 0.1)
def float_arith_p080_f(x: float):
    r = x * 3 == 0.3
    assert r


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r == 9007199254740992.0)
def float_arith_p081_h(x: float):
    return x ** 53 + 1.0


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r == 9007199254740991.0)
def float_arith_p081_f(x: float):
    return x ** 53 + 1.0


@deal.pre(lambda x: x == 1e-320)
@deal.post(lambda r: r == 9.999888671827e-311)
def float_arith_p085_h(x: float):
    return x * 1e10


@deal.pre(lambda x: x == 1e-320)
@deal.post(lambda r: r == 1.0)
def float_arith_p085_f(x: float):
    return x * 1e10


@deal.pre(lambda x: x == 0.1)
def float_arith_p086_h(x: float):
    r = x + 0.2 > 0.3
    assert r


@deal.pre(lambda x: x == 0.1)
def float_arith_p086_f(x: float):
    r = x + 0.2 > 0.3
    assert not r


@deal.pre(lambda x: x == 1.5)
@deal.post(lambda r: r == 2.5)
def float_arith_p087_h(x: float):
    return x + 1


@deal.pre(lambda x: x == 1.5)
@deal.post(lambda r: r == 3.5)
def float_arith_p087_f(x: float):
    return x + 1


@deal.pre(lambda x: x == 0.5)
def float_arith_p088_h(x: float):
    r = True + x
    assert r == 1.5


@deal.pre(lambda x: x == 0.5)
def float_arith_p088_f(x: float):
    r = True + x
    assert r == 1.5000000000000002


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r == 6.75)
def float_arith_p089_h(n: int):
    return n - 0.25


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r != 6.75)
def float_arith_p089_f(n: int):
    return n - 0.25


@deal.pre(lambda x: x == 1e308)
def float_arith_p090_h(x: float):
    r = (x * 10.0) - (1e308 * 10.0)
    assert r != r


@deal.pre(lambda x: x == 1e308)
def float_arith_p090_f(x: float):
    r = (x * 10.0) - (1e308 * 10.0)
    assert r == r


@deal.pre(lambda n: n == 1)
def true_division_p000_h(n: int):
    r = n / 3
    assert r == 0.3333333333333333


@deal.pre(lambda n: n == 1)
def true_division_p000_f(n: int):
    r = n / 3
    assert r == 0.33333333333333337


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r == 3.5)
def true_division_p001_h(n: int):
    return n / 2


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r == 4.5)
def true_division_p001_f(n: int):
    return n / 2


@deal.pre(lambda n: n == 7)
def true_division_p002_h(n: int):
    r = -n / 2
    assert r == -3.5


@deal.pre(lambda n: n == 7)
def true_division_p002_f(n: int):
    r = -n / 2
    assert r != -3.5


@deal.pre(lambda n: n == 1)
@deal.raises(ZeroDivisionError)
def true_division_p003_h(n: int):
    return n / 0


@deal.pre(lambda n: n == 1)
@deal.raises(ValueError)
def true_division_p003_f(n: int):
    return n / 0


@deal.pre(lambda x: x == 1.0)
@deal.raises(ZeroDivisionError)
def true_division_p004_h(x: float):
    return x / 0.0


@deal.pre(lambda x: x == 1.0)
def true_division_p004_f(x: float):
    return x / 0.0


@deal.pre(lambda x: x == 1.0)
@deal.raises(ZeroDivisionError)
def true_division_p006_h(x: float):
    return -x / 0


@deal.pre(lambda x: x == 1.0)
def true_division_p006_f(x: float):
    return -x / 0


@deal.pre(lambda n: n == 5)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def true_division_p007_h(n: int):
    return 0 / n


@deal.pre(lambda n: n == 5)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def true_division_p007_f(n: int):
    return 0 / n


@deal.pre(lambda n: n == 5)
def true_division_p008_h(n: int):
    r = 0 / -n
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda n: n == 5)
def true_division_p008_f(n: int):
    r = 0 / -n
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda n: n == 5)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def true_division_p009_h(n: int):
    return -0.0 / n


@deal.pre(lambda n: n == 5)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def true_division_p009_f(n: int):
    return -0.0 / n


@deal.pre(lambda n: n == 10)
def true_division_p010_h(n: int):
    r = n ** 400 / 10 ** 399
    assert r == 10.0


@deal.pre(lambda n: n == 10)
def true_division_p010_f(n: int):
    r = n ** 400 / 10 ** 399
    assert r == 10.000000000000002


@deal.pre(lambda n: n == 2)
@deal.raises(OverflowError)
def true_division_p011_h(n: int):
    return n ** 1100 / 1


@deal.pre(lambda n: n == 2)
@deal.raises(ValueError)
def true_division_p011_f(n: int):
    return n ** 1100 / 1


@deal.pre(lambda n: n == 2)
def true_division_p012_h(n: int):
    r = n ** 1100 / 2 ** 1050
    assert r == 1125899906842624.0


@deal.pre(lambda n: n == 2)
def true_division_p012_f(n: int):
    r = n ** 1100 / 2 ** 1050
    assert r == 1125899906842624.2


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def true_division_p013_h(n: int):
    return n / 10 ** 400


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def true_division_p013_f(n: int):
    return n / 10 ** 400


@deal.pre(lambda n: n == 1)
def true_division_p014_h(n: int):
    r = -n / 10 ** 400
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda n: n == 1)
def true_division_p014_f(n: int):
    r = -n / 10 ** 400
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 9007199254740992.0)
def true_division_p015_h(n: int):
    return (n ** 53 + 1) / 1


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 9007199254740991.0)
def true_division_p015_f(n: int):
    return (n ** 53 + 1) / 1


@deal.pre(lambda n: n == 2)
def true_division_p016_h(n: int):
    r = (n ** 53 + 3) / 1
    assert r == 9007199254740996.0


@deal.pre(lambda n: n == 2)
def true_division_p016_f(n: int):
    r = (n ** 53 + 3) / 1
    assert r == 9007199254740998.0


@deal.pre(lambda n: n == 9007199254740993)
@deal.post(lambda r: r)
def true_division_p017_h(n: int):
    return n / 1 == 9007199254740992.0


@deal.pre(lambda n: n == 9007199254740993)
@deal.post(lambda r: not r)
def true_division_p017_f(n: int):
    return n / 1 == 9007199254740992.0


@deal.pre(lambda n: n == 1)
def true_division_p018_h(n: int):
    r = n / 3 * 3 == 1
    assert r


@deal.pre(lambda n: n == 1)
def true_division_p018_f(n: int):
    r = n / 3 * 3 == 1
    assert not r


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 1.0)
def true_division_p019_h(n: int):
    return n / 3 + 1 / 3


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 2.0)
def true_division_p019_f(n: int):
    return n / 3 + 1 / 3


@deal.pre(lambda x: x == 1.0)
def true_division_p020_h(x: float):
    r = x / 3.0
    assert r == 0.3333333333333333


@deal.pre(lambda x: x == 1.0)
def true_division_p020_f(x: float):
    r = x / 3.0
    assert r != 0.3333333333333333


@deal.pre(lambda x: x == 1e308)
@deal.post(lambda r: r == math.inf)
def true_division_p021_h(x: float):
    return x / 1e-308


@deal.pre(lambda x: x == 1e308)
@deal.post(lambda r: r == -math.inf)
def true_division_p021_f(x: float):
    return x / 1e-308


@deal.pre(lambda x: x == 5e-324)
def true_division_p022_h(x: float):
    r = x / 2.0
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda x: x == 5e-324)
def true_division_p022_f(x: float):
    r = x / 2.0
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def true_division_p023_h(x: float):
    return x / 3.0


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def true_division_p023_f(x: float):
    return x / 3.0


@deal.pre(lambda n: n == 1)
def true_division_p024_h(n: int):
    r = n / math.inf
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda n: n == 1)
def true_division_p024_f(n: int):
    r = n / math.inf
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def true_division_p025_h(n: int):
    return -n / math.inf


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def true_division_p025_f(n: int):
    return -n / math.inf


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == math.inf)
def true_division_p027_h(x: float):
    return math.inf / x


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == -math.inf)
def true_division_p027_f(x: float):
    return math.inf / x


@deal.pre(lambda x: x == 1.0)
def true_division_p028_h(x: float):
    r = math.nan / x
    assert r != r


@deal.pre(lambda x: x == 1.0)
def true_division_p028_f(x: float):
    r = math.nan / x
    assert r == r


@deal.pre(lambda n: n == 6)
@deal.post(lambda r: r == 2.0)
def true_division_p029_h(n: int):
    return n / 3


@deal.pre(lambda n: n == 6)
@deal.post(lambda r: r != 2.0)
def true_division_p029_f(n: int):
    return n / 3


@deal.pre(lambda n: n == 6)
def true_division_p030_h(n: int):
    r = type(n / 3) is float
    assert r


@deal.pre(lambda n: n == 6)
def true_division_p030_f(n: int):
    r = type(n / 3) is float
    assert not r


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 0.5)
def true_division_p031_h(n: int):
    return True / n


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 1.5)
def true_division_p031_f(n: int):
    return True / n


@deal.pre(lambda n: n == 3)
def true_division_p032_h(n: int):
    r = n / True
    assert r == 3.0


@deal.pre(lambda n: n == 3)
def true_division_p032_f(n: int):
    r = n / True
    assert r != 3.0


@deal.pre(lambda n: n == 1)
@deal.raises(ZeroDivisionError)
def true_division_p033_h(n: int):
    return n / False


@deal.pre(lambda n: n == 1)
@deal.raises(ValueError)
def true_division_p033_f(n: int):
    return n / False


@deal.pre(lambda n: n == 10)
def true_division_p034_h(n: int):
    r = (n ** 17 + 1) / 10
    assert r == 1e+16


@deal.pre(lambda n: n == 10)
def true_division_p034_f(n: int):
    r = (n ** 17 + 1) / 10
    assert r == 1.0000000000000002e+16


@deal.pre(lambda n: n == 10)
@deal.raises(OverflowError)
def true_division_p035_h(n: int):
    return n ** 308 * 10 / 1


@deal.pre(lambda n: n == 10)
@deal.raises(ValueError)
def true_division_p035_f(n: int):
    return n ** 308 * 10 / 1


@deal.pre(lambda n: n == 10)
@deal.raises(OverflowError)
def true_division_p036_h(n: int):
    return -(n ** 400) / 3


@deal.pre(lambda n: n == 10)
def true_division_p036_f(n: int):
    return -(n ** 400) / 3


@deal.pre(lambda n: n == 7)
@deal.raises(ZeroDivisionError)
def true_division_p037_h(n: int):
    return n / -0.0


@deal.pre(lambda n: n == 7)
@deal.raises(ValueError)
def true_division_p037_f(n: int):
    return n / -0.0


@deal.pre(lambda x: x == 0.1)
def true_division_p038_h(x: float):
    r = x / 0.3
    assert r == 0.33333333333333337


@deal.pre(lambda x: x == 0.1)
def true_division_p038_f(x: float):
    r = x / 0.3
    assert r != 0.33333333333333337


@deal.pre(lambda n: n == 100)
@deal.post(lambda r: r)
def true_division_p039_h(n: int):
    return n / 7 == 14.285714285714286


@deal.pre(lambda n: n == 100)
@deal.post(lambda r: not r)
def true_division_p039_f(n: int):
    return n / 7 == 14.285714285714286


@deal.pre(lambda n: n == 1)
def true_division_p040_h(n: int):
    r = n / 49 * 49 == 1.0
    assert not r


@deal.pre(lambda n: n == 1)
def true_division_p040_f(n: int):
    r = n / 49 * 49 == 1.0
    assert r


@deal.pre(lambda x: x == 4.0)
@deal.post(lambda r: r == 2.0)
def true_division_p041_h(x: float):
    return x / 2


@deal.pre(lambda x: x == 4.0)
@deal.post(lambda r: r != 2.0)
def true_division_p041_f(x: float):
    return x / 2


@deal.pre(lambda n: n == 2)
@deal.raises(OverflowError)
def true_division_p042_h(n: int):
    return (n ** 1024 - 2 ** 970) / 1


@deal.pre(lambda n: n == 2)
def true_division_p042_f(n: int):
    return (n ** 1024 - 2 ** 970) / 1


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 1.7976931348623157e+308)
def true_division_p043_h(n: int):
    return (n ** 1024 - 2 ** 970 - 1) / 1


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 1.7976931348623155e+308)
def true_division_p043_f(n: int):
    return (n ** 1024 - 2 ** 970 - 1) / 1


@deal.pre(lambda n: n == 2)
@deal.raises(OverflowError)
def true_division_p044_h(n: int):
    return (n ** 1024 - 2 ** 969) / 1


@deal.pre(lambda n: n == 2)
def true_division_p044_f(n: int):
    return (n ** 1024 - 2 ** 969) / 1
