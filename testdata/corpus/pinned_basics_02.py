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


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 0.5)
def int_bool_str_p053_h(n: int):
    return pow(n, -1)


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r != 0.5)
def int_bool_str_p053_f(n: int):
    return pow(n, -1)


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == -0.5)
def int_bool_str_p055_h(n: int):
    return (-n) ** -1


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 0.5)
def int_bool_str_p055_f(n: int):
    return (-n) ** -1


@deal.pre(lambda n: n == 1)
@deal.raises(ZeroDivisionError)
def int_bool_str_p056_h(n: int):
    return 0 ** -n


@deal.pre(lambda n: n == 1)
def int_bool_str_p056_f(n: int):
    return 0 ** -n


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 2)
def int_bool_str_p057_h(n: int):
    return n ** 10000 % 7


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 1)
def int_bool_str_p057_f(n: int):
    return n ** 10000 % 7


@deal.pre(lambda n: n == 7)
@deal.raises(ZeroDivisionError)
def int_bool_str_p058_h(n: int):
    return -n // 0


@deal.pre(lambda n: n == 7)
def int_bool_str_p058_f(n: int):
    return -n // 0


@deal.pre(lambda n: n == 7)
@deal.raises(ZeroDivisionError)
def int_bool_str_p059_h(n: int):
    return divmod(n, 0)


@deal.pre(lambda n: n == 7)
@deal.raises(ValueError)
def int_bool_str_p059_f(n: int):
    return divmod(n, 0)


@deal.pre(lambda n: n == 2)
def int_bool_str_p068_h(n: int):
    r = True << n
    assert r == 4


@deal.pre(lambda n: n == 2)
def int_bool_str_p068_f(n: int):
    r = True << n
    assert r != 4


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == 0)
def int_bool_str_p071_h(n: int):
    return 0 and n // 0


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r != 0)
def int_bool_str_p071_f(n: int):
    return 0 and n // 0


@deal.pre(lambda n: n == 1)
def int_bool_str_p072_h(n: int):
    r = n or 1 // 0
    assert r == 1


@deal.pre(lambda n: n == 1)
def int_bool_str_p072_f(n: int):
    r = n or 1 // 0
    assert r == 2


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r)
def int_bool_str_p073_h(n: int):
    return n < 2 > 0


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: not r)
def int_bool_str_p073_f(n: int):
    return n < 2 > 0
