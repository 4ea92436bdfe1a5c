"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


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
