"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda n: n == 2)
def int_bool_str_p090_h(n: int):
    r = len(str(n ** 100))
    assert r == 31


@deal.pre(lambda n: n == 2)
def int_bool_str_p090_f(n: int):
    r = len(str(n ** 100))
    assert r == 32


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: r == 2)
def int_bool_str_p093_h(n: int):
    return (n).bit_length()


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: r == 1)
def int_bool_str_p093_f(n: int):
    return (n).bit_length()


@deal.pre(lambda n: n == 1)
def int_bool_str_p094_h(n: int):
    r = (-n).bit_length()
    assert r == 1


@deal.pre(lambda n: n == 1)
def int_bool_str_p094_f(n: int):
    r = (-n).bit_length()
    assert r == 2


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r)
def int_bool_str_p095_h(n: int):
    return abs(-(n ** 63)) == 2 ** 63


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: not r)
def int_bool_str_p095_f(n: int):
    return abs(-(n ** 63)) == 2 ** 63


@deal.pre(lambda n: n == 10)
def int_bool_str_p096_h(n: int):
    r = int(n ** 20 / 1) == 10 ** 20
    assert r


@deal.pre(lambda n: n == 10)
def int_bool_str_p096_f(n: int):
    r = int(n ** 20 / 1) == 10 ** 20
    assert not r


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: r)
def int_bool_str_p097_h(n: int):
    return n ** 20 // 1 == 10 ** 20


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: not r)
def int_bool_str_p097_f(n: int):
    return n ** 20 // 1 == 10 ** 20


@deal.pre(lambda n: n == 2)
def int_bool_str_p098_h(n: int):
    r = int(n ** 60 / 3) == 2 ** 60 // 3
    assert not r


@deal.pre(lambda n: n == 2)
def int_bool_str_p098_f(n: int):
    r = int(n ** 60 / 3) == 2 ** 60 // 3
    assert r


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == '1-1')
def int_bool_str_p129_h(n: int):
    return str(n) + str(-1)


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == '-1')
def int_bool_str_p129_f(n: int):
    return str(n) + str(-1)


@deal.pre(lambda n: n == 2)
def int_bool_str_p130_h(n: int):
    r = str(n ** 64)
    assert r == '18446744073709551616'


@deal.pre(lambda n: n == 2)
def int_bool_str_p130_f(n: int):
    r = str(n ** 64)
    assert r == '18446744073709551616!'


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: r == '100000000000000000000')
def int_bool_str_p131_h(n: int):
    return repr(n ** 20)


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: r != '100000000000000000000')
def int_bool_str_p131_f(n: int):
    return repr(n ** 20)
