"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


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
