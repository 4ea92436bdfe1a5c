"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


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
