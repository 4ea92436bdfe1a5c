"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda n: n == 101)
@deal.post(lambda r: r == 5050)
def int_bool_str_p043_h(n: int):
    return sum(range(n))


@deal.pre(lambda n: n == 101)
@deal.post(lambda r: r == 5049)
def int_bool_str_p043_f(n: int):
    return sum(range(n))


@deal.pre(lambda n: n == 2)
def int_bool_str_p044_h(n: int):
    r = (n ** 64 - 1) % 2 ** 32
    assert r == 4294967295


@deal.pre(lambda n: n == 2)
def int_bool_str_p044_f(n: int):
    r = (n ** 64 - 1) % 2 ** 32
    assert r != 4294967295


@deal.pre(lambda n: n == 10)
def int_bool_str_p046_h(n: int):
    r = str(n ** 20)
    assert r == '100000000000000000000'


@deal.pre(lambda n: n == 10)
def int_bool_str_p046_f(n: int):
    r = str(n ** 20)
    assert r == '100000000000000000000!'


@deal.pre(lambda n: n == 255)
def int_bool_str_p048_h(n: int):
    r = hex(n)
    assert r == '0xff'


@deal.pre(lambda n: n == 255)
def int_bool_str_p048_f(n: int):
    r = hex(n)
    assert r == '0xff!'


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == 1001)
def int_bool_str_p049_h(n: int):
    return 1_000 + n


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == 1000)
def int_bool_str_p049_f(n: int):
    return 1_000 + n
