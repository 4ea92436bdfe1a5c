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
