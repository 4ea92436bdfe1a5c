"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda n: n == 7)
def int_bool_str_p000_h(n: int):
    r = n // 2
    assert r == 3


@deal.pre(lambda n: n == 7)
def int_bool_str_p000_f(n: int):
    r = n // 2
    assert r == 4


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r == -4)
def int_bool_str_p001_h(n: int):
    return -n // 2


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r == -5)
def int_bool_str_p001_f(n: int):
    return -n // 2


@deal.pre(lambda n: n == 7)
def int_bool_str_p002_h(n: int):
    r = n // -2
    assert r == -4


@deal.pre(lambda n: n == 7)
def int_bool_str_p002_f(n: int):
    r = n // -2
    assert r != -4


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r == 2)
def int_bool_str_p003_h(n: int):
    return -n % 3


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r == 1)
def int_bool_str_p003_f(n: int):
    return -n % 3


@deal.pre(lambda n: n == 7)
def int_bool_str_p004_h(n: int):
    r = n % -3
    assert r == -2


@deal.pre(lambda n: n == 7)
def int_bool_str_p004_f(n: int):
    r = n % -3
    assert r == -1


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 1267650600228229401496703205376)
def int_bool_str_p005_h(n: int):
    return n ** 100


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r != 1267650600228229401496703205376)
def int_bool_str_p005_f(n: int):
    return n ** 100


@deal.pre(lambda n: n == 2)
def int_bool_str_p006_h(n: int):
    r = n ** -1 == 0.5
    assert r


@deal.pre(lambda n: n == 2)
def int_bool_str_p006_f(n: int):
    r = n ** -1 == 0.5
    assert not r


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == -4)
def int_bool_str_p007_h(n: int):
    return -n ** 2


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == -5)
def int_bool_str_p007_f(n: int):
    return -n ** 2


@deal.pre(lambda n: n == 2)
def int_bool_str_p008_h(n: int):
    r = (-n) ** 2
    assert r == 4


@deal.pre(lambda n: n == 2)
def int_bool_str_p008_f(n: int):
    r = (-n) ** 2
    assert r != 4


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: r == 1)
def int_bool_str_p009_h(n: int):
    return n ** 30 + 1 - 10 ** 30


@deal.pre(lambda n: n == 10)
@deal.post(lambda r: r == 0)
def int_bool_str_p009_f(n: int):
    return n ** 30 + 1 - 10 ** 30


@deal.pre(lambda n: n == 10)
def int_bool_str_p010_h(n: int):
    r = abs(-(n ** 20))
    assert r == 100000000000000000000


@deal.pre(lambda n: n == 10)
def int_bool_str_p010_f(n: int):
    r = abs(-(n ** 20))
    assert r == 100000000000000000001


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r == (-4, 1))
def int_bool_str_p011_h(n: int):
    return divmod(-n, 2)


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r != (-4, 1))
def int_bool_str_p011_f(n: int):
    return divmod(-n, 2)


@deal.pre(lambda n: n == 1)
@deal.raises(ZeroDivisionError)
def int_bool_str_p012_h(n: int):
    return n // 0


@deal.pre(lambda n: n == 1)
def int_bool_str_p012_f(n: int):
    return n // 0


@deal.pre(lambda n: n == 5)
@deal.raises(ZeroDivisionError)
def int_bool_str_p013_h(n: int):
    return n % 0


@deal.pre(lambda n: n == 5)
@deal.raises(ValueError)
def int_bool_str_p013_f(n: int):
    return n % 0


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: r == 3)
def int_bool_str_p015_h(n: int):
    return True * n


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: r == 2)
def int_bool_str_p015_f(n: int):
    return True * n
