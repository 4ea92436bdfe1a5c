"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda n: n > 0)
@deal.post(lambda r: r > 0)
def deal_contracts_000_h(n: int) -> int:
    return n * 2 - 0


@deal.pre(lambda n: n >= 0)
@deal.post(lambda r: r > 0)
def deal_contracts_001_f(n: int) -> int:
    return n * 2 - 0


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_002_h(a: int, b: int) -> int:
    if a > b + 0:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_003_f(a: int, b: int) -> int:
    if a > b + 0:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 1)
@deal.post(lambda r: r > 1)
def deal_contracts_004_h(n: int) -> int:
    return n * 2 - 1


@deal.pre(lambda n: n >= 1)
@deal.post(lambda r: r > 1)
def deal_contracts_005_f(n: int) -> int:
    return n * 2 - 1


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_006_h(a: int, b: int) -> int:
    if a > b + 1:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_007_f(a: int, b: int) -> int:
    if a > b + 1:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 2)
@deal.post(lambda r: r > 2)
def deal_contracts_008_h(n: int) -> int:
    return n * 2 - 2


@deal.pre(lambda n: n >= 2)
@deal.post(lambda r: r > 2)
def deal_contracts_009_f(n: int) -> int:
    return n * 2 - 2


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_010_h(a: int, b: int) -> int:
    if a > b + 2:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_011_f(a: int, b: int) -> int:
    if a > b + 2:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 3)
@deal.post(lambda r: r > 3)
def deal_contracts_012_h(n: int) -> int:
    return n * 2 - 3


@deal.pre(lambda n: n >= 3)
@deal.post(lambda r: r > 3)
def deal_contracts_013_f(n: int) -> int:
    return n * 2 - 3


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_014_h(a: int, b: int) -> int:
    if a > b + 3:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_015_f(a: int, b: int) -> int:
    if a > b + 3:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 4)
@deal.post(lambda r: r > 4)
def deal_contracts_016_h(n: int) -> int:
    return n * 2 - 4


@deal.pre(lambda n: n >= 4)
@deal.post(lambda r: r > 4)
def deal_contracts_017_f(n: int) -> int:
    return n * 2 - 4


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_018_h(a: int, b: int) -> int:
    if a > b + 4:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_019_f(a: int, b: int) -> int:
    if a > b + 4:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 5)
@deal.post(lambda r: r > 5)
def deal_contracts_020_h(n: int) -> int:
    return n * 2 - 5


@deal.pre(lambda n: n >= 5)
@deal.post(lambda r: r > 5)
def deal_contracts_021_f(n: int) -> int:
    return n * 2 - 5


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_022_h(a: int, b: int) -> int:
    if a > b + 5:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_023_f(a: int, b: int) -> int:
    if a > b + 5:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 6)
@deal.post(lambda r: r > 6)
def deal_contracts_024_h(n: int) -> int:
    return n * 2 - 6


@deal.pre(lambda n: n >= 6)
@deal.post(lambda r: r > 6)
def deal_contracts_025_f(n: int) -> int:
    return n * 2 - 6


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_026_h(a: int, b: int) -> int:
    if a > b + 6:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_027_f(a: int, b: int) -> int:
    if a > b + 6:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 7)
@deal.post(lambda r: r > 7)
def deal_contracts_028_h(n: int) -> int:
    return n * 2 - 7


@deal.pre(lambda n: n >= 7)
@deal.post(lambda r: r > 7)
def deal_contracts_029_f(n: int) -> int:
    return n * 2 - 7


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_030_h(a: int, b: int) -> int:
    if a > b + 7:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_031_f(a: int, b: int) -> int:
    if a > b + 7:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 8)
@deal.post(lambda r: r > 8)
def deal_contracts_032_h(n: int) -> int:
    return n * 2 - 8


@deal.pre(lambda n: n >= 8)
@deal.post(lambda r: r > 8)
def deal_contracts_033_f(n: int) -> int:
    return n * 2 - 8


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_034_h(a: int, b: int) -> int:
    if a > b + 8:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_035_f(a: int, b: int) -> int:
    if a > b + 8:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 9)
@deal.post(lambda r: r > 9)
def deal_contracts_036_h(n: int) -> int:
    return n * 2 - 9


@deal.pre(lambda n: n >= 9)
@deal.post(lambda r: r > 9)
def deal_contracts_037_f(n: int) -> int:
    return n * 2 - 9


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_038_h(a: int, b: int) -> int:
    if a > b + 9:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_039_f(a: int, b: int) -> int:
    if a > b + 9:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 10)
@deal.post(lambda r: r > 10)
def deal_contracts_040_h(n: int) -> int:
    return n * 2 - 10


@deal.pre(lambda n: n >= 10)
@deal.post(lambda r: r > 10)
def deal_contracts_041_f(n: int) -> int:
    return n * 2 - 10


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_042_h(a: int, b: int) -> int:
    if a > b + 10:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_043_f(a: int, b: int) -> int:
    if a > b + 10:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 11)
@deal.post(lambda r: r > 11)
def deal_contracts_044_h(n: int) -> int:
    return n * 2 - 11


@deal.pre(lambda n: n >= 11)
@deal.post(lambda r: r > 11)
def deal_contracts_045_f(n: int) -> int:
    return n * 2 - 11


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_046_h(a: int, b: int) -> int:
    if a > b + 11:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_047_f(a: int, b: int) -> int:
    if a > b + 11:
        return a
    return max(a, b)


@deal.raises(ValueError)
def deal_contracts_048_h(n: int):
    if n > 5:
        raise ValueError('bad')
    return n


def deal_contracts_049_f(n: int):
    if n > 5:
        raise ValueError('bad')
    return n


@deal.raises(ArithmeticError, LookupError, TypeError, ValueError)
def deal_contracts_050_h(n: int):
    if n < 0:
        raise ValueError('bad')
    return n


@deal.raises(AttributeError)
def deal_contracts_051_f(n: int):
    if n < 0:
        raise ValueError('bad')
    return n


@deal.raises(KeyError, IndexError, ZeroDivisionError, OverflowError, TypeError, ValueError)
def deal_contracts_052_h(n: int):
    if n < 0:
        raise ValueError('bad')
    return n


@deal.raises(KeyError)
def deal_contracts_053_h(n: int):
    if n > 5:
        return {}['k']
    return n


def deal_contracts_054_f(n: int):
    if n > 5:
        return {}['k']
    return n


@deal.raises(ArithmeticError, LookupError, TypeError, ValueError)
def deal_contracts_055_f(n: int):
    if n < 0:
        return {}['k']
    return n


@deal.raises(AttributeError)
def deal_contracts_056_f(n: int):
    if n < 0:
        return {}['k']
    return n


@deal.raises(KeyError, IndexError, ZeroDivisionError, OverflowError, TypeError, ValueError)
def deal_contracts_057_h(n: int):
    if n < 0:
        return {}['k']
    return n


@deal.raises(IndexError)
def deal_contracts_058_h(n: int):
    if n > 5:
        return [][0]
    return n


def deal_contracts_059_f(n: int):
    if n > 5:
        return [][0]
    return n


@deal.raises(ArithmeticError, LookupError, TypeError, ValueError)
def deal_contracts_060_f(n: int):
    if n < 0:
        return [][0]
    return n


@deal.raises(AttributeError)
def deal_contracts_061_f(n: int):
    if n < 0:
        return [][0]
    return n


@deal.raises(KeyError, IndexError, ZeroDivisionError, OverflowError, TypeError, ValueError)
def deal_contracts_062_h(n: int):
    if n < 0:
        return [][0]
    return n


@deal.raises(ZeroDivisionError)
def deal_contracts_063_h(n: int):
    if n > 5:
        return n // 0
    return n


def deal_contracts_064_f(n: int):
    if n > 5:
        return n // 0
    return n


@deal.raises(ArithmeticError, LookupError, TypeError, ValueError)
def deal_contracts_065_f(n: int):
    if n < 0:
        return n // 0
    return n


@deal.raises(AttributeError)
def deal_contracts_066_f(n: int):
    if n < 0:
        return n // 0
    return n


@deal.raises(KeyError, IndexError, ZeroDivisionError, OverflowError, TypeError, ValueError)
def deal_contracts_067_h(n: int):
    if n < 0:
        return n // 0
    return n


@deal.raises(TypeError)
def deal_contracts_068_h(n: int):
    if n > 5:
        return n + 'a'
    return n


def deal_contracts_069_f(n: int):
    if n > 5:
        return n + 'a'
    return n


@deal.raises(ArithmeticError, LookupError, TypeError, ValueError)
def deal_contracts_070_h(n: int):
    if n < 0:
        return n + 'a'
    return n


@deal.raises(AttributeError)
def deal_contracts_071_f(n: int):
    if n < 0:
        return n + 'a'
    return n


@deal.raises(KeyError, IndexError, ZeroDivisionError, OverflowError, TypeError, ValueError)
def deal_contracts_072_h(n: int):
    if n < 0:
        return n + 'a'
    return n


@deal.raises(OverflowError)
def deal_contracts_073_h(n: int):
    if n > 5:
        return float(10 ** 400)
    return n


def deal_contracts_074_f(n: int):
    if n > 5:
        return float(10 ** 400)
    return n


@deal.raises(ArithmeticError, LookupError, TypeError, ValueError)
def deal_contracts_075_f(n: int):
    if n < 0:
        return float(10 ** 400)
    return n


@deal.raises(AttributeError)
def deal_contracts_076_f(n: int):
    if n < 0:
        return float(10 ** 400)
    return n


@deal.raises(KeyError, IndexError, ZeroDivisionError, OverflowError, TypeError, ValueError)
def deal_contracts_077_h(n: int):
    if n < 0:
        return float(10 ** 400)
    return n
