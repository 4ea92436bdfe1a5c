"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_x030_h(a: int, b: int) -> int:
    if a > b + 7:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_x031_f(a: int, b: int) -> int:
    if a > b + 7:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 8)
@deal.post(lambda r: r > 8)
def deal_contracts_x032_h(n: int) -> int:
    return n * 2 - 8


@deal.pre(lambda n: n >= 8)
@deal.post(lambda r: r > 8)
def deal_contracts_x033_f(n: int) -> int:
    return n * 2 - 8


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_x034_h(a: int, b: int) -> int:
    if a > b + 8:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_x035_f(a: int, b: int) -> int:
    if a > b + 8:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 9)
@deal.post(lambda r: r > 9)
def deal_contracts_x036_h(n: int) -> int:
    return n * 2 - 9


@deal.pre(lambda n: n >= 9)
@deal.post(lambda r: r > 9)
def deal_contracts_x037_f(n: int) -> int:
    return n * 2 - 9


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_x038_h(a: int, b: int) -> int:
    if a > b + 9:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_x039_f(a: int, b: int) -> int:
    if a > b + 9:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 10)
@deal.post(lambda r: r > 10)
def deal_contracts_x040_h(n: int) -> int:
    return n * 2 - 10


@deal.pre(lambda n: n >= 10)
@deal.post(lambda r: r > 10)
def deal_contracts_x041_f(n: int) -> int:
    return n * 2 - 10


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_x042_h(a: int, b: int) -> int:
    if a > b + 10:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_x043_f(a: int, b: int) -> int:
    if a > b + 10:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 11)
@deal.post(lambda r: r > 11)
def deal_contracts_x044_h(n: int) -> int:
    return n * 2 - 11


@deal.pre(lambda n: n >= 11)
@deal.post(lambda r: r > 11)
def deal_contracts_x045_f(n: int) -> int:
    return n * 2 - 11


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_x046_h(a: int, b: int) -> int:
    if a > b + 11:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_x047_f(a: int, b: int) -> int:
    if a > b + 11:
        return a
    return max(a, b)


@deal.raises(ValueError)
def deal_contracts_x048_h(n: int):
    if n > 5:
        raise ValueError('bad')
    return n


def deal_contracts_x049_f(n: int):
    if n > 5:
        raise ValueError('bad')
    return n


@deal.raises(ArithmeticError, LookupError, TypeError, ValueError)
def deal_contracts_x050_h(n: int):
    if n < 0:
        raise ValueError('bad')
    return n


@deal.raises(AttributeError)
def deal_contracts_x051_f(n: int):
    if n < 0:
        raise ValueError('bad')
    return n


@deal.raises(KeyError, IndexError, ZeroDivisionError, OverflowError, TypeError, ValueError)
def deal_contracts_x052_h(n: int):
    if n < 0:
        raise ValueError('bad')
    return n


@deal.raises(KeyError)
def deal_contracts_x053_h(n: int):
    if n > 5:
        return {}['k']
    return n


def deal_contracts_x054_f(n: int):
    if n > 5:
        return {}['k']
    return n


@deal.raises(ArithmeticError, LookupError, TypeError, ValueError)
def deal_contracts_x055_f(n: int):
    if n < 0:
        return {}['k']
    return n


@deal.raises(AttributeError)
def deal_contracts_x056_f(n: int):
    if n < 0:
        return {}['k']
    return n


@deal.raises(KeyError, IndexError, ZeroDivisionError, OverflowError, TypeError, ValueError)
def deal_contracts_x057_h(n: int):
    if n < 0:
        return {}['k']
    return n


@deal.raises(IndexError)
def deal_contracts_x058_h(n: int):
    if n > 5:
        return [][0]
    return n


def deal_contracts_x059_f(n: int):
    if n > 5:
        return [][0]
    return n
