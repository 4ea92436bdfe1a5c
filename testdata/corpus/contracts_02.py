"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.raises(ArithmeticError, LookupError, TypeError, ValueError)
def deal_contracts_x060_f(n: int):
    if n < 0:
        return [][0]
    return n


@deal.raises(AttributeError)
def deal_contracts_x061_f(n: int):
    if n < 0:
        return [][0]
    return n


@deal.raises(KeyError, IndexError, ZeroDivisionError, OverflowError, TypeError, ValueError)
def deal_contracts_x062_h(n: int):
    if n < 0:
        return [][0]
    return n


@deal.raises(ZeroDivisionError)
def deal_contracts_x063_h(n: int):
    if n > 5:
        return n // 0
    return n


def deal_contracts_x064_f(n: int):
    if n > 5:
        return n // 0
    return n


@deal.raises(ArithmeticError, LookupError, TypeError, ValueError)
def deal_contracts_x065_f(n: int):
    if n < 0:
        return n // 0
    return n


@deal.raises(AttributeError)
def deal_contracts_x066_f(n: int):
    if n < 0:
        return n // 0
    return n


@deal.raises(KeyError, IndexError, ZeroDivisionError, OverflowError, TypeError, ValueError)
def deal_contracts_x067_h(n: int):
    if n < 0:
        return n // 0
    return n


@deal.raises(TypeError)
def deal_contracts_x068_h(n: int):
    if n > 5:
        return n + 'a'
    return n


def deal_contracts_x069_f(n: int):
    if n > 5:
        return n + 'a'
    return n


@deal.raises(ArithmeticError, LookupError, TypeError, ValueError)
def deal_contracts_x070_h(n: int):
    if n < 0:
        return n + 'a'
    return n


@deal.raises(AttributeError)
def deal_contracts_x071_f(n: int):
    if n < 0:
        return n + 'a'
    return n


@deal.raises(KeyError, IndexError, ZeroDivisionError, OverflowError, TypeError, ValueError)
def deal_contracts_x072_h(n: int):
    if n < 0:
        return n + 'a'
    return n


@deal.raises(OverflowError)
def deal_contracts_x073_h(n: int):
    if n > 5:
        return float(10 ** 400)
    return n


def deal_contracts_x074_f(n: int):
    if n > 5:
        return float(10 ** 400)
    return n


@deal.raises(ArithmeticError, LookupError, TypeError, ValueError)
def deal_contracts_x075_f(n: int):
    if n < 0:
        return float(10 ** 400)
    return n


@deal.raises(AttributeError)
def deal_contracts_x076_f(n: int):
    if n < 0:
        return float(10 ** 400)
    return n


@deal.raises(KeyError, IndexError, ZeroDivisionError, OverflowError, TypeError, ValueError)
def deal_contracts_x077_h(n: int):
    if n < 0:
        return float(10 ** 400)
    return n
