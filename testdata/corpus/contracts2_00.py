"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: x > 0)
@deal.pre(lambda x: x < 10)
def deal_contracts_x078_h(x: int):
    assert x * x < 100


@deal.pre(lambda x: x > 0)
@deal.pre(lambda x: x < 10)
def deal_contracts_x079_f(x: int):
    assert x * x < 81


@deal.raises(ValueError)
@deal.post(lambda r: r > 0)
def deal_contracts_x080_h(x: int) -> int:
    if x <= 0:
        raise ValueError
    return x


@deal.raises(ValueError)
@deal.post(lambda r: r > 0)
def deal_contracts_x081_f(x: int) -> int:
    if x < 0:
        raise ValueError
    return x


@deal.post(lambda r: r is None)
def deal_contracts_x082_h(x: int):
    if x > 0:
        return
    x += 1


@deal.post(lambda r: r == 0)
def deal_contracts_x083_f(x: int):
    if x > 0:
        return 0
    x += 1


@deal.pre(lambda x: x > 0)
def deal_contracts_x084_h(x: int) -> int:
    return 10 // x


@deal.pre(lambda x: x >= 0)
def deal_contracts_x085_f(x: int) -> int:
    return 10 // x


@deal.raises(ZeroDivisionError)
@deal.post(lambda r: r >= 0)
def deal_contracts_x086_h(x: int) -> int:
    return 10 // abs(x)


@deal.raises(ZeroDivisionError)
@deal.post(lambda r: r > 0)
def deal_contracts_x087_f(x: int) -> int:
    return 10 // x


@deal.pre(lambda _: _.x > 0)
def deal_contracts_x088_h(x: int, y: int):
    assert x > 0


@deal.pre(lambda _: _.x > 0)
def deal_contracts_x089_f(x: int, y: int):
    assert y > 0


@deal.ensure(lambda a, b, result: result == a + b)
def deal_contracts_x090_h(a: int, b: int = 5) -> int:
    return b + a


@deal.ensure(lambda a, b, result: result > a)
def deal_contracts_x091_f(a: int, b: int = 5) -> int:
    return b + a


@deal.post(lambda result: result >= 0)
def deal_contracts_x092_h(x: int) -> int:
    return x * x


@deal.post(lambda result: result > 0)
def deal_contracts_x093_f(x: int) -> int:
    return x * x


@deal.raises(KeyError)
def deal_contracts_x094_h(k: str) -> int:
    return {'a': 1}[k]


@deal.raises(LookupError)
def deal_contracts_x095_f(k: str) -> int:
    return {'a': 1}[k]


@deal.pre(lambda s: len(s) > 2)
@deal.post(lambda r: len(r) == 1)
def deal_contracts_x096_h(s: str) -> str:
    return s[2]


@deal.pre(lambda s: len(s) >= 2)
@deal.post(lambda r: len(r) == 1)
def deal_contracts_x097_f(s: str) -> str:
    return s[2]
