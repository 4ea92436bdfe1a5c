"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: x == 7.0)
def float_floordiv_mod_pow_p000_h(x: float):
    r = x % 3.0
    assert r == 1.0


@deal.pre(lambda x: x == 7.0)
def float_floordiv_mod_pow_p000_f(x: float):
    r = x % 3.0
    assert r == 1.0000000000000002


@deal.pre(lambda x: x == 7.0)
@deal.post(lambda r: r == 2.0)
def float_floordiv_mod_pow_p001_h(x: float):
    return -x % 3.0


@deal.pre(lambda x: x == 7.0)
@deal.post(lambda r: r == 3.0)
def float_floordiv_mod_pow_p001_f(x: float):
    return -x % 3.0


@deal.pre(lambda x: x == 7.0)
def float_floordiv_mod_pow_p002_h(x: float):
    r = x % -3.0
    assert r == -2.0


@deal.pre(lambda x: x == 7.0)
def float_floordiv_mod_pow_p002_f(x: float):
    r = x % -3.0
    assert r != -2.0


@deal.pre(lambda x: x == 7.0)
@deal.post(lambda r: r == -1.0)
def float_floordiv_mod_pow_p003_h(x: float):
    return -x % -3.0


@deal.pre(lambda x: x == 7.0)
@deal.post(lambda r: r == 0.0)
def float_floordiv_mod_pow_p003_f(x: float):
    return -x % -3.0


@deal.pre(lambda x: x == 5.0)
def float_floordiv_mod_pow_p004_h(x: float):
    r = 0.0 % x
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda x: x == 5.0)
def float_floordiv_mod_pow_p004_f(x: float):
    r = 0.0 % x
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda x: x == 5.0)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_p005_h(x: float):
    return -0.0 % x


@deal.pre(lambda x: x == 5.0)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_p005_f(x: float):
    return -0.0 % x


@deal.pre(lambda x: x == 5.0)
def float_floordiv_mod_pow_p006_h(x: float):
    r = 0.0 % -x
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda x: x == 5.0)
def float_floordiv_mod_pow_p006_f(x: float):
    r = 0.0 % -x
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda x: x == 5.0)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_p007_h(x: float):
    return -0.0 % -x


@deal.pre(lambda x: x == 5.0)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_p007_f(x: float):
    return -0.0 % -x


@deal.pre(lambda x: x == 5.5)
@deal.raises(ZeroDivisionError)
def float_floordiv_mod_pow_p008_h(x: float):
    return x % 0.0


@deal.pre(lambda x: x == 5.5)
def float_floordiv_mod_pow_p008_f(x: float):
    return x % 0.0


@deal.pre(lambda x: x == 5.0)
@deal.post(lambda r: r == 5.0)
def float_floordiv_mod_pow_p009_h(x: float):
    return x % math.inf


@deal.pre(lambda x: x == 5.0)
@deal.post(lambda r: r == 6.0)
def float_floordiv_mod_pow_p009_f(x: float):
    return x % math.inf


@deal.pre(lambda x: x == 5.0)
def float_floordiv_mod_pow_p010_h(x: float):
    r = -x % math.inf
    assert r == math.inf


@deal.pre(lambda x: x == 5.0)
def float_floordiv_mod_pow_p010_f(x: float):
    r = -x % math.inf
    assert r == -math.inf


@deal.pre(lambda x: x == 5.0)
@deal.post(lambda r: r == -math.inf)
def float_floordiv_mod_pow_p011_h(x: float):
    return x % -math.inf


@deal.pre(lambda x: x == 5.0)
@deal.post(lambda r: r != -math.inf)
def float_floordiv_mod_pow_p011_f(x: float):
    return x % -math.inf


@deal.pre(lambda x: x == 2.0)
def float_floordiv_mod_pow_p012_h(x: float):
    r = math.inf % x
    assert r != r


@deal.pre(lambda x: x == 2.0)
def float_floordiv_mod_pow_p012_f(x: float):
    r = math.inf % x
    assert r == r


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r != r)
def float_floordiv_mod_pow_p013_h(x: float):
    return math.nan % x


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r == r)
def float_floordiv_mod_pow_p013_f(x: float):
    return math.nan % x


@deal.pre(lambda x: x == 1e308)
def float_floordiv_mod_pow_p014_h(x: float):
    r = x % 3.0
    assert r == 2.0


@deal.pre(lambda x: x == 1e308)
def float_floordiv_mod_pow_p014_f(x: float):
    r = x % 3.0
    assert r != 2.0


@deal.pre(lambda x: x == 0.1)
@deal.post(lambda r: r == 3.469446951953614e-18)
def float_floordiv_mod_pow_p015_h(x: float):
    return x % 0.01


@deal.pre(lambda x: x == 0.1)
@deal.post(lambda r: r == 1.0)
def float_floordiv_mod_pow_p015_f(x: float):
    return x % 0.01


@deal.pre(lambda x: x == 7.5)
def float_floordiv_mod_pow_p016_h(x: float):
    r = x // 2.0
    assert r == 3.0


@deal.pre(lambda x: x == 7.5)
def float_floordiv_mod_pow_p016_f(x: float):
    r = x // 2.0
    assert r == 3.0000000000000004


@deal.pre(lambda x: x == 7.5)
@deal.post(lambda r: r == -4.0)
def float_floordiv_mod_pow_p017_h(x: float):
    return -x // 2.0


@deal.pre(lambda x: x == 7.5)
@deal.post(lambda r: r != -4.0)
def float_floordiv_mod_pow_p017_f(x: float):
    return -x // 2.0


@deal.pre(lambda x: x == 7.5)
def float_floordiv_mod_pow_p018_h(x: float):
    r = x // -2.0
    assert r == -4.0


@deal.pre(lambda x: x == 7.5)
def float_floordiv_mod_pow_p018_f(x: float):
    r = x // -2.0
    assert r == -3.9999999999999996


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r == 3.0)
def float_floordiv_mod_pow_p019_h(n: int):
    return n // 2.0


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r == 4.0)
def float_floordiv_mod_pow_p019_f(n: int):
    return n // 2.0


@deal.pre(lambda x: x == 1.0)
def float_floordiv_mod_pow_p020_h(x: float):
    r = -0.0 // x
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda x: x == 1.0)
def float_floordiv_mod_pow_p020_f(x: float):
    r = -0.0 // x
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_p021_h(x: float):
    return 0.0 // -x


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_p021_f(x: float):
    return 0.0 // -x


@deal.pre(lambda x: x == 1.0)
@deal.raises(ZeroDivisionError)
def float_floordiv_mod_pow_p022_h(x: float):
    return x // 0.0


@deal.pre(lambda x: x == 1.0)
def float_floordiv_mod_pow_p022_f(x: float):
    return x // 0.0


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_p023_h(x: float):
    return x // math.inf


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_p023_f(x: float):
    return x // math.inf


@deal.pre(lambda x: x == 1.0)
def float_floordiv_mod_pow_p024_h(x: float):
    r = -x // math.inf
    assert r == -1.0


@deal.pre(lambda x: x == 1.0)
def float_floordiv_mod_pow_p024_f(x: float):
    r = -x // math.inf
    assert r == -0.9999999999999999


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r != r)
def float_floordiv_mod_pow_p025_h(x: float):
    return math.inf // x


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == r)
def float_floordiv_mod_pow_p025_f(x: float):
    return math.inf // x


@deal.pre(lambda x: x == 1e308)
def float_floordiv_mod_pow_p026_h(x: float):
    r = x // 1e-308
    assert r == math.inf


@deal.pre(lambda x: x == 1e308)
def float_floordiv_mod_pow_p026_f(x: float):
    r = x // 1e-308
    assert r != math.inf


@deal.pre(lambda x: x == 0.7)
@deal.post(lambda r: r == 6.0)
def float_floordiv_mod_pow_p027_h(x: float):
    return x // 0.1


@deal.pre(lambda x: x == 0.7)
@deal.post(lambda r: r == 7.0)
def float_floordiv_mod_pow_p027_f(x: float):
    return x // 0.1


@deal.pre(lambda x: x == 7.0)
def float_floordiv_mod_pow_p028_h(x: float):
    r = divmod(x, 2.0)
    assert r == (3.0, 1.0)


@deal.pre(lambda x: x == 7.0)
def float_floordiv_mod_pow_p028_f(x: float):
    r = divmod(x, 2.0)
    assert r == (3.0, 1.0, 0)


@deal.pre(lambda x: x == 7.0)
@deal.post(lambda r: r == (-4.0, 1.0))
def float_floordiv_mod_pow_p029_h(x: float):
    return divmod(-x, 2.0)


@deal.pre(lambda x: x == 7.0)
@deal.post(lambda r: r != (-4.0, 1.0))
def float_floordiv_mod_pow_p029_f(x: float):
    return divmod(-x, 2.0)


@deal.pre(lambda x: x == 2.0)
def float_floordiv_mod_pow_p030_h(x: float):
    r = x ** 10
    assert r == 1024.0


@deal.pre(lambda x: x == 2.0)
def float_floordiv_mod_pow_p030_f(x: float):
    r = x ** 10
    assert r == 1024.0000000000002


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r == 0.5)
def float_floordiv_mod_pow_p031_h(x: float):
    return x ** -1


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r == 1.5)
def float_floordiv_mod_pow_p031_f(x: float):
    return x ** -1


@deal.pre(lambda n: n == 2)
def float_floordiv_mod_pow_p032_h(n: int):
    r = n ** -1
    assert r == 0.5


@deal.pre(lambda n: n == 2)
def float_floordiv_mod_pow_p032_f(n: int):
    r = n ** -1
    assert r != 0.5


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r)
def float_floordiv_mod_pow_p033_h(n: int):
    return n ** -2 == 0.25


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: not r)
def float_floordiv_mod_pow_p033_f(n: int):
    return n ** -2 == 0.25


@deal.pre(lambda n: n == 1)
@deal.raises(ZeroDivisionError)
def float_floordiv_mod_pow_p035_h(n: int):
    return 0.0 ** -n


@deal.pre(lambda n: n == 1)
@deal.raises(ValueError)
def float_floordiv_mod_pow_p035_f(n: int):
    return 0.0 ** -n


@deal.pre(lambda x: x == 10.0)
@deal.raises(OverflowError)
def float_floordiv_mod_pow_p036_h(x: float):
    return x ** 400


@deal.pre(lambda x: x == 10.0)
def float_floordiv_mod_pow_p036_f(x: float):
    return x ** 400


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r == -8.0)
def float_floordiv_mod_pow_p037_h(x: float):
    return (-x) ** 3


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r == -7.0)
def float_floordiv_mod_pow_p037_f(x: float):
    return (-x) ** 3


@deal.pre(lambda x: x == 8.0)
def float_floordiv_mod_pow_p038_h(x: float):
    r = (-x) ** 2
    assert r == 64.0


@deal.pre(lambda x: x == 8.0)
def float_floordiv_mod_pow_p038_f(x: float):
    r = (-x) ** 2
    assert r != 64.0


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 1.0)
def float_floordiv_mod_pow_p039_h(x: float):
    return x ** math.nan


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 2.0)
def float_floordiv_mod_pow_p039_f(x: float):
    return x ** math.nan


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r == 1.4142135623730951)
def float_floordiv_mod_pow_p041_h(x: float):
    return x ** 0.5


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r != 1.4142135623730951)
def float_floordiv_mod_pow_p041_f(x: float):
    return x ** 0.5


@deal.pre(lambda x: x == 4.0)
def float_floordiv_mod_pow_p042_h(x: float):
    r = x ** 0.5
    assert r == 2.0


@deal.pre(lambda x: x == 4.0)
def float_floordiv_mod_pow_p042_f(x: float):
    r = x ** 0.5
    assert r == 2.0000000000000004


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_p043_h(n: int):
    return math.inf ** -n


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_p043_f(n: int):
    return math.inf ** -n


@deal.pre(lambda n: n == 3)
def float_floordiv_mod_pow_p044_h(n: int):
    r = (-0.0) ** n
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda n: n == 3)
def float_floordiv_mod_pow_p044_f(n: int):
    r = (-0.0) ** n
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_floordiv_mod_pow_p045_h(n: int):
    return (-0.0) ** n


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_floordiv_mod_pow_p045_f(n: int):
    return (-0.0) ** n


@deal.pre(lambda n: n == 3)
def float_floordiv_mod_pow_p046_h(n: int):
    r = n % 2.5
    assert r == 0.5


@deal.pre(lambda n: n == 3)
def float_floordiv_mod_pow_p046_f(n: int):
    r = n % 2.5
    assert r == 0.5000000000000001


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: r == 2.0)
def float_floordiv_mod_pow_p047_h(n: int):
    return -n % 2.5


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: r != 2.0)
def float_floordiv_mod_pow_p047_f(n: int):
    return -n % 2.5


@deal.pre(lambda n: n == 10)
def float_floordiv_mod_pow_p048_h(n: int):
    r = n ** 20 % 7.0
    assert r == 2.0


@deal.pre(lambda n: n == 10)
def float_floordiv_mod_pow_p048_f(n: int):
    r = n ** 20 % 7.0
    assert r == 2.0000000000000004


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r == math.inf)
def float_floordiv_mod_pow_p049_h(x: float):
    return x ** 1023 * 2


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r == -math.inf)
def float_floordiv_mod_pow_p049_f(x: float):
    return x ** 1023 * 2


@deal.pre(lambda x: x == 1.5)
def float_floordiv_mod_pow_p050_h(x: float):
    r = x ** 2
    assert r == 2.25


@deal.pre(lambda x: x == 1.5)
def float_floordiv_mod_pow_p050_f(x: float):
    r = x ** 2
    assert r != 2.25


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: not r)
def float_floordiv_mod_pow_p051_h(x: float):
    return (-x) ** 0.5 == 1


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r)
def float_floordiv_mod_pow_p051_f(x: float):
    return (-x) ** 0.5 == 1


@deal.pre(lambda x: x == 0.5)
def float_floordiv_mod_pow_p052_h(x: float):
    r = x ** 1075
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda x: x == 0.5)
def float_floordiv_mod_pow_p052_f(x: float):
    r = x ** 1075
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == 5e-324)
def float_floordiv_mod_pow_p053_h(x: float):
    return x ** 1074


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r != 5e-324)
def float_floordiv_mod_pow_p053_f(x: float):
    return x ** 1074


@deal.pre(lambda n: n == 3)
def float_conversions_p000_h(n: int):
    r = float(n)
    assert r == 3.0


@deal.pre(lambda n: n == 3)
def float_conversions_p000_f(n: int):
    r = float(n)
    assert r == 3.0000000000000004


@deal.pre(lambda n: n == 2)
@deal.raises(OverflowError)
def float_conversions_p012_h(n: int):
    return float(n ** 1024)


@deal.pre(lambda n: n == 2)
def float_conversions_p012_f(n: int):
    return float(n ** 1024)


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 9007199254740992.0)
def float_conversions_p013_h(n: int):
    return float(n ** 53 + 1)


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 9007199254740991.0)
def float_conversions_p013_f(n: int):
    return float(n ** 53 + 1)


@deal.pre(lambda x: x == 2.7)
@deal.post(lambda r: r == 2)
def float_conversions_p017_h(x: float):
    return int(x)


@deal.pre(lambda x: x == 2.7)
@deal.post(lambda r: r != 2)
def float_conversions_p017_f(x: float):
    return int(x)


@deal.pre(lambda x: x == 2.7)
def float_conversions_p018_h(x: float):
    r = int(-x)
    assert r == -2


@deal.pre(lambda x: x == 2.7)
def float_conversions_p018_f(x: float):
    r = int(-x)
    assert r == -1


@deal.pre(lambda x: x == 1e20)
def float_conversions_p020_h(x: float):
    r = int(x)
    assert r == 100000000000000000000


@deal.pre(lambda x: x == 1e20)
def float_conversions_p020_f(x: float):
    r = int(x)
    assert r != 100000000000000000000


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r == 0)
def float_conversions_p023_h(x: float):
    return int(x)


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r != 0)
def float_conversions_p023_f(x: float):
    return int(x)


@deal.pre(lambda x: x == 2.5)
def float_conversions_p028_h(x: float):
    r = round(x)
    assert r == 2


@deal.pre(lambda x: x == 2.5)
def float_conversions_p028_f(x: float):
    r = round(x)
    assert r == 3


@deal.pre(lambda x: x == 3.5)
@deal.post(lambda r: r == 4)
def float_conversions_p029_h(x: float):
    return round(x)


@deal.pre(lambda x: x == 3.5)
@deal.post(lambda r: r != 4)
def float_conversions_p029_f(x: float):
    return round(x)


@deal.pre(lambda x: x == 0.5)
def float_conversions_p030_h(x: float):
    r = round(-x)
    assert r == 0


@deal.pre(lambda x: x == 0.5)
def float_conversions_p030_f(x: float):
    r = round(-x)
    assert r == 1


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == 0)
def float_conversions_p031_h(x: float):
    return round(x)


@deal.pre(lambda x: x == 0.5)
@deal.post(lambda r: r == -1)
def float_conversions_p031_f(x: float):
    return round(x)


@deal.pre(lambda x: x == 1.5)
def float_conversions_p032_h(x: float):
    r = round(-x)
    assert r == -2


@deal.pre(lambda x: x == 1.5)
def float_conversions_p032_f(x: float):
    r = round(-x)
    assert r != -2


@deal.pre(lambda x: x == 2.675)
@deal.post(lambda r: r == 2.67)
def float_conversions_p033_h(x: float):
    return round(x, 2)


@deal.pre(lambda x: x == 2.675)
@deal.post(lambda r: r == 3.67)
def float_conversions_p033_f(x: float):
    return round(x, 2)


@deal.pre(lambda x: x == 1.25)
def float_conversions_p034_h(x: float):
    r = round(x, 1)
    assert r == 1.2


@deal.pre(lambda x: x == 1.25)
def float_conversions_p034_f(x: float):
    r = round(x, 1)
    assert r == 1.2000000000000002


@deal.pre(lambda x: x == 7.0)
@deal.post(lambda r: r == 7)
def float_conversions_p037_h(x: float):
    return round(x)


@deal.pre(lambda x: x == 7.0)
@deal.post(lambda r: r == 6)
def float_conversions_p037_f(x: float):
    return round(x)


@deal.pre(lambda x: x == 1234.5678)
def float_conversions_p038_h(x: float):
    r = round(x, -2)
    assert r == 1200.0


@deal.pre(lambda x: x == 1234.5678)
def float_conversions_p038_f(x: float):
    r = round(x, -2)
    assert r != 1200.0


@deal.pre(lambda n: n == 17)
@deal.post(lambda r: r == 20)
def float_conversions_p039_h(n: int):
    return round(n, -1)


@deal.pre(lambda n: n == 17)
@deal.post(lambda r: r == 19)
def float_conversions_p039_f(n: int):
    return round(n, -1)


@deal.pre(lambda n: n == 25)
def float_conversions_p040_h(n: int):
    r = round(n, -1)
    assert r == 20


@deal.pre(lambda n: n == 25)
def float_conversions_p040_f(n: int):
    r = round(n, -1)
    assert r == 21


@deal.pre(lambda x: x == 0.4)
@deal.post(lambda r: r == 0)
def float_conversions_p041_h(x: float):
    return round(-x)


@deal.pre(lambda x: x == 0.4)
@deal.post(lambda r: r != 0)
def float_conversions_p041_f(x: float):
    return round(-x)


@deal.pre(lambda x: x == 2.5)
def float_conversions_p044_h(x: float):
    r = abs(-x)
    assert r == 2.5


@deal.pre(lambda x: x == 2.5)
def float_conversions_p044_f(x: float):
    r = abs(-x)
    assert r != 2.5


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 1180591620717411303424)
def float_conversions_p045_h(n: int):
    return abs(-(n ** 70))


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 1180591620717411303423)
def float_conversions_p045_f(n: int):
    return abs(-(n ** 70))


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 1.0)
def float_conversions_p047_h(x: float):
    return min(x, 2)


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r != 1.0)
def float_conversions_p047_f(x: float):
    return min(x, 2)


@deal.pre(lambda n: n == 2)
def float_conversions_p048_h(n: int):
    r = min(n, 1.0)
    assert r == 1.0


@deal.pre(lambda n: n == 2)
def float_conversions_p048_f(n: int):
    r = min(n, 1.0)
    assert r == 1.0000000000000002


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 1.0)
def float_conversions_p053_h(x: float):
    return min(x, math.nan)


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r != 1.0)
def float_conversions_p053_f(x: float):
    return min(x, math.nan)


@deal.pre(lambda x: x == 1.0)
def float_conversions_p054_h(x: float):
    r = min(math.nan, x)
    assert r != r


@deal.pre(lambda x: x == 1.0)
def float_conversions_p054_f(x: float):
    r = min(math.nan, x)
    assert r == r


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 1.0)
def float_conversions_p055_h(x: float):
    return max(x, math.nan)


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r == 2.0)
def float_conversions_p055_f(x: float):
    return max(x, math.nan)


@deal.pre(lambda x: x == 1.0)
def float_conversions_p056_h(x: float):
    r = max(math.nan, x)
    assert r != r


@deal.pre(lambda x: x == 1.0)
def float_conversions_p056_f(x: float):
    r = max(math.nan, x)
    assert r == r


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == 1)
def float_conversions_p057_h(n: int):
    return max(n, 1.0)


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == 0)
def float_conversions_p057_f(n: int):
    return max(n, 1.0)


@deal.pre(lambda x: x == 1.0)
def float_conversions_p058_h(x: float):
    r = max(x, 1)
    assert r == 1.0


@deal.pre(lambda x: x == 1.0)
def float_conversions_p058_f(x: float):
    r = max(x, 1)
    assert r == 1.0000000000000002


@deal.pre(lambda x: x == 3.5)
@deal.post(lambda r: r == 3.5)
def float_conversions_p059_h(x: float):
    return max([x, -1.0, 2])


@deal.pre(lambda x: x == 3.5)
@deal.post(lambda r: r != 3.5)
def float_conversions_p059_f(x: float):
    return max([x, -1.0, 2])


@deal.pre(lambda n: n == 3)
def float_conversions_p060_h(n: int):
    r = min(n, 2.5, 7)
    assert r == 2.5


@deal.pre(lambda n: n == 3)
def float_conversions_p060_f(n: int):
    r = min(n, 2.5, 7)
    assert r == 2.5000000000000004


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: r)
def float_conversions_p061_h(n: int):
    return float(n ** 308) == 1e308


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: not r)
def float_conversions_p061_f(n: int):
    return float(n ** 308) == 1e308


@deal.pre(lambda x: x == 1e308)
def float_conversions_p062_h(x: float):
    r = int(x) == 10 ** 308
    assert not r


@deal.pre(lambda x: x == 1e308)
def float_conversions_p062_f(x: float):
    r = int(x) == 10 ** 308
    assert r


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: r)
def float_conversions_p063_h(x: float):
    return int(x ** 60) == 2 ** 60


@deal.pre(lambda x: x == 2.0)
@deal.post(lambda r: not r)
def float_conversions_p063_f(x: float):
    return int(x ** 60) == 2 ** 60


@deal.pre(lambda x: x == 2.5)
def float_conversions_p064_h(x: float):
    r = round(x) + round(3.5)
    assert r == 6


@deal.pre(lambda x: x == 2.5)
def float_conversions_p064_f(x: float):
    r = round(x) + round(3.5)
    assert r == 7


@deal.pre(lambda x: x == 2.5)
@deal.post(lambda r: r)
def float_conversions_p065_h(x: float):
    return type(round(x)) is int


@deal.pre(lambda x: x == 2.5)
@deal.post(lambda r: not r)
def float_conversions_p065_f(x: float):
    return type(round(x)) is int


@deal.pre(lambda x: x == 2.5)
def float_conversions_p066_h(x: float):
    r = type(round(x, 0)) is float
    assert r


@deal.pre(lambda x: x == 2.5)
def float_conversions_p066_f(x: float):
    r = type(round(x, 0)) is float
    assert not r


@deal.pre(lambda x: x == 2.5)
def float_conversions_p070_h(x: float):
    r = float(int(-x))
    assert r == -2.0


@deal.pre(lambda x: x == 2.5)
def float_conversions_p070_f(x: float):
    r = float(int(-x))
    assert r == -1.9999999999999998


@deal.pre(lambda n: n == 2)
def int_float_compare_p000_h(n: int):
    r = n ** 53 + 1 == float(2 ** 53 + 1)
    assert not r


@deal.pre(lambda n: n == 2)
def int_float_compare_p000_f(n: int):
    r = n ** 53 + 1 == float(2 ** 53 + 1)
    assert r


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: not r)
def int_float_compare_p001_h(n: int):
    return n ** 53 + 1 == 2.0 ** 53


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r)
def int_float_compare_p001_f(n: int):
    return n ** 53 + 1 == 2.0 ** 53


@deal.pre(lambda n: n == 2)
def int_float_compare_p002_h(n: int):
    r = n ** 53 == 2.0 ** 53
    assert r


@deal.pre(lambda n: n == 2)
def int_float_compare_p002_f(n: int):
    r = n ** 53 == 2.0 ** 53
    assert not r


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r)
def int_float_compare_p003_h(n: int):
    return n ** 53 + 1 > 2.0 ** 53


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: not r)
def int_float_compare_p003_f(n: int):
    return n ** 53 + 1 > 2.0 ** 53


@deal.pre(lambda n: n == 2)
def int_float_compare_p004_h(n: int):
    r = n ** 53 + 1 < 2.0 ** 53 + 2
    assert r


@deal.pre(lambda n: n == 2)
def int_float_compare_p004_f(n: int):
    r = n ** 53 + 1 < 2.0 ** 53 + 2
    assert not r


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: r)
def int_float_compare_p005_h(n: int):
    return n ** 400 > 1e308


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: not r)
def int_float_compare_p005_f(n: int):
    return n ** 400 > 1e308


@deal.pre(lambda n: n == 10)
def int_float_compare_p006_h(n: int):
    r = n ** 400 < math.inf
    assert r


@deal.pre(lambda n: n == 10)
def int_float_compare_p006_f(n: int):
    r = n ** 400 < math.inf
    assert not r


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: r)
def int_float_compare_p007_h(n: int):
    return -(n ** 400) > -math.inf


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: not r)
def int_float_compare_p007_f(n: int):
    return -(n ** 400) > -math.inf


@deal.pre(lambda n: n == 1)
def int_float_compare_p008_h(n: int):
    r = n == 1.0
    assert r


@deal.pre(lambda n: n == 1)
def int_float_compare_p008_f(n: int):
    r = n == 1.0
    assert not r


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: r)
def int_float_compare_p013_h(x: float):
    return True == x


@deal.pre(lambda x: x == 1.0)
@deal.post(lambda r: not r)
def int_float_compare_p013_f(x: float):
    return True == x


@deal.pre(lambda n: n == 2)
def int_float_compare_p014_h(n: int):
    r = n ** 1024 > 1.7976931348623157e308
    assert r


@deal.pre(lambda n: n == 2)
def int_float_compare_p014_f(n: int):
    r = n ** 1024 > 1.7976931348623157e308
    assert not r


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: not r)
def int_float_compare_p015_h(n: int):
    return n ** 1024 == math.inf


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r)
def int_float_compare_p015_f(n: int):
    return n ** 1024 == math.inf


@deal.pre(lambda n: n == 1)
def int_float_compare_p016_h(n: int):
    r = n < 1.0000000000000002
    assert r


@deal.pre(lambda n: n == 1)
def int_float_compare_p016_f(n: int):
    r = n < 1.0000000000000002
    assert not r


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: not r)
def int_float_compare_p017_h(n: int):
    return n == 3.0000000000000004


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: r)
def int_float_compare_p017_f(n: int):
    return n == 3.0000000000000004


@deal.pre(lambda n: n == 10)
def int_float_compare_p018_h(n: int):
    r = n ** 16 + 1 == 1e16
    assert not r


@deal.pre(lambda n: n == 10)
def int_float_compare_p018_f(n: int):
    r = n ** 16 + 1 == 1e16
    assert r


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: r)
def int_float_compare_p019_h(n: int):
    return n ** 16 + 1 > 1e16


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: not r)
def int_float_compare_p019_f(n: int):
    return n ** 16 + 1 > 1e16


@deal.pre(lambda n: n == 10)
def int_float_compare_p020_h(n: int):
    r = n ** 16 + 2 == 1e16 + 2
    assert r


@deal.pre(lambda n: n == 10)
def int_float_compare_p020_f(n: int):
    r = n ** 16 + 2 == 1e16 + 2
    assert not r


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r)
def int_float_compare_p021_h(n: int):
    return -n < -0.5


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: not r)
def int_float_compare_p021_f(n: int):
    return -n < -0.5


@deal.pre(lambda n: n == 1)
def int_float_compare_p022_h(n: int):
    r = -n > -1.5
    assert r


@deal.pre(lambda n: n == 1)
def int_float_compare_p022_f(n: int):
    r = -n > -1.5
    assert not r


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r)
def int_float_compare_p023_h(n: int):
    return n >= 7.0


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: not r)
def int_float_compare_p023_f(n: int):
    return n >= 7.0


@deal.pre(lambda n: n == 7)
def int_float_compare_p024_h(n: int):
    r = n <= 6.999999999999999
    assert not r


@deal.pre(lambda n: n == 7)
def int_float_compare_p024_f(n: int):
    r = n <= 6.999999999999999
    assert r


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r)
def int_float_compare_p025_h(n: int):
    return n ** 63 == 9.223372036854776e18


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: not r)
def int_float_compare_p025_f(n: int):
    return n ** 63 == 9.223372036854776e18


@deal.pre(lambda n: n == 2)
def int_float_compare_p026_h(n: int):
    r = n ** 63 - 1 == 9.223372036854776e18
    assert not r


@deal.pre(lambda n: n == 2)
def int_float_compare_p026_f(n: int):
    r = n ** 63 - 1 == 9.223372036854776e18
    assert r


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r)
def int_float_compare_p027_h(n: int):
    return n ** 63 - 1 < 9.223372036854776e18


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: not r)
def int_float_compare_p027_f(n: int):
    return n ** 63 - 1 < 9.223372036854776e18


@deal.pre(lambda x: x == 5e-324)
def int_float_compare_p028_h(x: float):
    r = 0 == x
    assert not r


@deal.pre(lambda x: x == 5e-324)
def int_float_compare_p028_f(x: float):
    r = 0 == x
    assert r


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: r)
def int_float_compare_p029_h(x: float):
    return 0 < x


@deal.pre(lambda x: x == 5e-324)
@deal.post(lambda r: not r)
def int_float_compare_p029_f(x: float):
    return 0 < x


@deal.pre(lambda n: n == 2)
def int_float_compare_p030_h(n: int):
    r = -(n ** 60) == -1.152921504606847e18
    assert r


@deal.pre(lambda n: n == 2)
def int_float_compare_p030_f(n: int):
    r = -(n ** 60) == -1.152921504606847e18
    assert not r


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 9007199254740993)
def int_float_compare_p031_h(n: int):
    return max(n ** 53 + 1, 2.0 ** 53)


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 9007199254740992)
def int_float_compare_p031_f(n: int):
    return max(n ** 53 + 1, 2.0 ** 53)


@deal.pre(lambda n: n == 2)
def int_float_compare_p032_h(n: int):
    r = min(n ** 53 + 1, 2.0 ** 53 + 2)
    assert r == 9007199254740993


@deal.pre(lambda n: n == 2)
def int_float_compare_p032_f(n: int):
    r = min(n ** 53 + 1, 2.0 ** 53 + 2)
    assert r != 9007199254740993


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r)
def int_float_compare_p033_h(n: int):
    return n in [1.0]


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: not r)
def int_float_compare_p033_f(n: int):
    return n in [1.0]


@deal.pre(lambda x: x == 1.0)
def int_float_compare_p034_h(x: float):
    r = x in {1}
    assert r


@deal.pre(lambda x: x == 1.0)
def int_float_compare_p034_f(x: float):
    r = x in {1}
    assert not r


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: not r)
def int_float_compare_p035_h(n: int):
    return (n ** 53 + 1) in {2.0 ** 53}


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r)
def int_float_compare_p035_f(n: int):
    return (n ** 53 + 1) in {2.0 ** 53}


@deal.pre(lambda n: n == 1)
def int_float_compare_p036_h(n: int):
    r = [n, 2] == [1.0, 2.0]
    assert r


@deal.pre(lambda n: n == 1)
def int_float_compare_p036_f(n: int):
    r = [n, 2] == [1.0, 2.0]
    assert not r


@deal.pre(lambda x: x == 2.5)
def int_float_compare_p038_h(x: float):
    r = sorted([x, 1, 2])
    assert r == [1, 2, 2.5]


@deal.pre(lambda x: x == 2.5)
def int_float_compare_p038_f(x: float):
    r = sorted([x, 1, 2])
    assert r != [1, 2, 2.5]


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r)
def int_float_compare_p039_h(n: int):
    return n ** 53 + 1 != 9007199254740992.0


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: not r)
def int_float_compare_p039_f(n: int):
    return n ** 53 + 1 != 9007199254740992.0
