"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result >= 1)
def param_int_str_bool_000_h(x: int) -> int:
    return x + 1


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result > 1)
def param_int_str_bool_001_f(x: int) -> int:
    return x + 1


def param_int_str_bool_002_h(x: int):
    assert (x * 1) % 1 == 0


def param_int_str_bool_003_f(x: int):
    assert (x + 1) % 2 != 0 or x < 0


def param_int_str_bool_004_h(s: str):
    assert len(s + 'éé') == len(s) + 2


def param_int_str_bool_005_f(s: str):
    assert s != 'éé'


def param_int_str_bool_006_h(b: bool, x: int):
    y = x if b else -x
    assert abs(y) == abs(x) and 1 > 0


def param_int_str_bool_007_f(b: bool, x: int):
    y = x if b else -x
    assert y >= -1


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result >= 3)
def param_int_str_bool_008_h(x: int) -> int:
    return x + 3


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result > 3)
def param_int_str_bool_009_f(x: int) -> int:
    return x + 3


def param_int_str_bool_010_h(x: int):
    assert (x * 3) % 3 == 0


def param_int_str_bool_011_f(x: int):
    assert (x + 1) % 4 != 0 or x < 0


def param_int_str_bool_012_h(s: str):
    assert len(s + 'éééé') == len(s) + 4


def param_int_str_bool_013_f(s: str):
    assert s != 'éééé'


def param_int_str_bool_014_h(b: bool, x: int):
    y = x if b else -x
    assert abs(y) == abs(x) and 3 > 0


def param_int_str_bool_015_f(b: bool, x: int):
    y = x if b else -x
    assert y >= -3


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result >= 7)
def param_int_str_bool_016_h(x: int) -> int:
    return x + 7


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result > 7)
def param_int_str_bool_017_f(x: int) -> int:
    return x + 7


def param_int_str_bool_018_h(x: int):
    assert (x * 7) % 7 == 0


def param_int_str_bool_019_f(x: int):
    assert (x + 1) % 8 != 0 or x < 0


def param_int_str_bool_020_h(s: str):
    assert len(s + 'ééé') == len(s) + 3


def param_int_str_bool_021_f(s: str):
    assert s != 'ééé'


def param_int_str_bool_022_h(b: bool, x: int):
    y = x if b else -x
    assert abs(y) == abs(x) and 7 > 0


def param_int_str_bool_023_f(b: bool, x: int):
    y = x if b else -x
    assert y >= -7


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result >= 100)
def param_int_str_bool_024_h(x: int) -> int:
    return x + 100


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result > 100)
def param_int_str_bool_025_f(x: int) -> int:
    return x + 100


def param_int_str_bool_026_h(x: int):
    assert (x * 100) % 100 == 0


def param_int_str_bool_027_f(x: int):
    assert (x + 1) % 101 != 0 or x < 0


def param_int_str_bool_028_h(s: str):
    assert len(s + 'é') == len(s) + 1


def param_int_str_bool_029_f(s: str):
    assert s != 'é'


def param_int_str_bool_030_h(b: bool, x: int):
    y = x if b else -x
    assert abs(y) == abs(x) and 100 > 0


def param_int_str_bool_031_f(b: bool, x: int):
    y = x if b else -x
    assert y >= -100


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result >= 2147483648)
def param_int_str_bool_032_h(x: int) -> int:
    return x + 2147483648


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result > 2147483648)
def param_int_str_bool_033_f(x: int) -> int:
    return x + 2147483648


def param_int_str_bool_034_h(x: int):
    assert (x * 2147483648) % 2147483648 == 0


def param_int_str_bool_035_f(x: int):
    assert (x + 1) % 2147483649 != 0 or x < 0


def param_int_str_bool_036_h(s: str):
    assert len(s + 'éééé') == len(s) + 4


def param_int_str_bool_037_f(s: str):
    assert s != 'éééé'


def param_int_str_bool_038_h(b: bool, x: int):
    y = x if b else -x
    assert abs(y) == abs(x) and 2147483648 > 0


def param_int_str_bool_039_f(b: bool, x: int):
    y = x if b else -x
    assert y >= -2147483648


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result >= 100000000000000000000)
def param_int_str_bool_040_h(x: int) -> int:
    return x + 100000000000000000000


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result > 100000000000000000000)
def param_int_str_bool_041_f(x: int) -> int:
    return x + 100000000000000000000


def param_int_str_bool_042_h(x: int):
    assert (x * 100000000000000000000) % 100000000000000000000 == 0


def param_int_str_bool_043_f(x: int):
    assert (x + 1) % 100000000000000000001 != 0 or x < 0


def param_int_str_bool_044_h(s: str):
    assert len(s + 'é') == len(s) + 1


def param_int_str_bool_045_f(s: str):
    assert s != 'é'


def param_int_str_bool_046_h(b: bool, x: int):
    y = x if b else -x
    assert abs(y) == abs(x) and 100000000000000000000 > 0


def param_int_str_bool_047_f(b: bool, x: int):
    y = x if b else -x
    assert y >= -100000000000000000000


@deal.pre(lambda s: len(s) > 0)
def param_int_str_bool_048_h(s: str):
    assert s[0] + s[1:] == s


def param_int_str_bool_049_f(s: str):
    assert s[0] + s[1:] == s


def param_int_str_bool_050_h(s: str):
    assert s.lower().lower() == s.lower()


def param_int_str_bool_051_f(s: str):
    assert len(s.upper()) == len(s)


@deal.raises(ZeroDivisionError)
def param_int_str_bool_052_h(a: int, b: int) -> int:
    return a // b


@deal.raises(ValueError)
def param_int_str_bool_053_f(a: int, b: int) -> int:
    return a // b


@deal.pre(lambda a, b: b != 0)
def param_int_str_bool_054_h(a: int, b: int):
    assert (a // b) * b + a % b == a


@deal.pre(lambda a, b: b != 0)
def param_int_str_bool_055_f(a: int, b: int):
    assert a % b >= 0
