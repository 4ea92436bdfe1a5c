"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda n: n > 0)
@deal.post(lambda r: r > 0)
def deal_contracts_x000_h(n: int) -> int:
    return n * 2 - 0


@deal.pre(lambda n: n >= 0)
@deal.post(lambda r: r > 0)
def deal_contracts_x001_f(n: int) -> int:
    return n * 2 - 0


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_x002_h(a: int, b: int) -> int:
    if a > b + 0:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_x003_f(a: int, b: int) -> int:
    if a > b + 0:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 1)
@deal.post(lambda r: r > 1)
def deal_contracts_x004_h(n: int) -> int:
    return n * 2 - 1


@deal.pre(lambda n: n >= 1)
@deal.post(lambda r: r > 1)
def deal_contracts_x005_f(n: int) -> int:
    return n * 2 - 1


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_x006_h(a: int, b: int) -> int:
    if a > b + 1:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_x007_f(a: int, b: int) -> int:
    if a > b + 1:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 2)
@deal.post(lambda r: r > 2)
def deal_contracts_x008_h(n: int) -> int:
    return n * 2 - 2


@deal.pre(lambda n: n >= 2)
@deal.post(lambda r: r > 2)
def deal_contracts_x009_f(n: int) -> int:
    return n * 2 - 2


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_x010_h(a: int, b: int) -> int:
    if a > b + 2:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_x011_f(a: int, b: int) -> int:
    if a > b + 2:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 3)
@deal.post(lambda r: r > 3)
def deal_contracts_x012_h(n: int) -> int:
    return n * 2 - 3


@deal.pre(lambda n: n >= 3)
@deal.post(lambda r: r > 3)
def deal_contracts_x013_f(n: int) -> int:
    return n * 2 - 3


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_x014_h(a: int, b: int) -> int:
    if a > b + 3:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_x015_f(a: int, b: int) -> int:
    if a > b + 3:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 4)
@deal.post(lambda r: r > 4)
def deal_contracts_x016_h(n: int) -> int:
    return n * 2 - 4


@deal.pre(lambda n: n >= 4)
@deal.post(lambda r: r > 4)
def deal_contracts_x017_f(n: int) -> int:
    return n * 2 - 4


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_x018_h(a: int, b: int) -> int:
    if a > b + 4:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_x019_f(a: int, b: int) -> int:
    if a > b + 4:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 5)
@deal.post(lambda r: r > 5)
def deal_contracts_x020_h(n: int) -> int:
    return n * 2 - 5


@deal.pre(lambda n: n >= 5)
@deal.post(lambda r: r > 5)
def deal_contracts_x021_f(n: int) -> int:
    return n * 2 - 5


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_x022_h(a: int, b: int) -> int:
    if a > b + 5:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_x023_f(a: int, b: int) -> int:
    if a > b + 5:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 6)
@deal.post(lambda r: r > 6)
def deal_contracts_x024_h(n: int) -> int:
    return n * 2 - 6


@deal.pre(lambda n: n >= 6)
@deal.post(lambda r: r > 6)
def deal_contracts_x025_f(n: int) -> int:
    return n * 2 - 6


@deal.ensure(lambda a, b, result: result >= a and result >= b)
def deal_contracts_x026_h(a: int, b: int) -> int:
    if a > b + 6:
        return a
    return max(a, b)


@deal.ensure(lambda a, b, result: result > a or result > b)
def deal_contracts_x027_f(a: int, b: int) -> int:
    if a > b + 6:
        return a
    return max(a, b)


@deal.pre(lambda n: n > 7)
@deal.post(lambda r: r > 7)
def deal_contracts_x028_h(n: int) -> int:
    return n * 2 - 7


@deal.pre(lambda n: n >= 7)
@deal.post(lambda r: r > 7)
def deal_contracts_x029_f(n: int) -> int:
    return n * 2 - 7
