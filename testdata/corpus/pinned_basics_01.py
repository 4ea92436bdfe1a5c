"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda n: n == 1)
def int_bool_str_p016_h(n: int):
    r = bool(-n)
    assert r


@deal.pre(lambda n: n == 1)
def int_bool_str_p016_f(n: int):
    r = bool(-n)
    assert not r


@deal.pre(lambda n: n == 1)
def int_bool_str_p020_h(n: int):
    r = n < 2 < 3
    assert r


@deal.pre(lambda n: n == 1)
def int_bool_str_p020_f(n: int):
    r = n < 2 < 3
    assert not r


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: not r)
def int_bool_str_p021_h(n: int):
    return n > 2 > 2


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: r)
def int_bool_str_p021_f(n: int):
    return n > 2 > 2


@deal.pre(lambda n: n == 5)
def int_bool_str_p022_h(n: int):
    r = ~n
    assert r == -6


@deal.pre(lambda n: n == 5)
def int_bool_str_p022_f(n: int):
    r = ~n
    assert r == -5


@deal.pre(lambda n: n == 5)
@deal.post(lambda r: r == -3)
def int_bool_str_p023_h(n: int):
    return -n >> 1


@deal.pre(lambda n: n == 5)
@deal.post(lambda r: r != -3)
def int_bool_str_p023_f(n: int):
    return -n >> 1


@deal.pre(lambda n: n == 1)
def int_bool_str_p024_h(n: int):
    r = n << 70
    assert r == 1180591620717411303424


@deal.pre(lambda n: n == 1)
def int_bool_str_p024_f(n: int):
    r = n << 70
    assert r == 1180591620717411303425


@deal.pre(lambda n: n == 6)
@deal.post(lambda r: r == 2)
def int_bool_str_p025_h(n: int):
    return n & 3


@deal.pre(lambda n: n == 6)
@deal.post(lambda r: r == 1)
def int_bool_str_p025_f(n: int):
    return n & 3


@deal.pre(lambda n: n == 6)
def int_bool_str_p026_h(n: int):
    r = n | 3
    assert r == 7


@deal.pre(lambda n: n == 6)
def int_bool_str_p026_f(n: int):
    r = n | 3
    assert r != 7


@deal.pre(lambda n: n == 6)
@deal.post(lambda r: r == 5)
def int_bool_str_p027_h(n: int):
    return n ^ 3


@deal.pre(lambda n: n == 6)
@deal.post(lambda r: r == 4)
def int_bool_str_p027_f(n: int):
    return n ^ 3


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: r == -1)
def int_bool_str_p037_h(n: int):
    return min(n, -1, 2)


@deal.pre(lambda n: n == 3)
@deal.post(lambda r: r == -2)
def int_bool_str_p037_f(n: int):
    return min(n, -1, 2)


@deal.pre(lambda n: n == 2)
def int_bool_str_p038_h(n: int):
    r = max(True, n)
    assert r == 2


@deal.pre(lambda n: n == 2)
def int_bool_str_p038_f(n: int):
    r = max(True, n)
    assert r != 2


@deal.pre(lambda n: n == 17)
@deal.post(lambda r: r == 17)
def int_bool_str_p039_h(n: int):
    return round(n)


@deal.pre(lambda n: n == 17)
@deal.post(lambda r: r == 16)
def int_bool_str_p039_f(n: int):
    return round(n)


@deal.pre(lambda n: n == 2)
def int_bool_str_p040_h(n: int):
    r = int(True) + bool(n)
    assert r == 2


@deal.pre(lambda n: n == 2)
def int_bool_str_p040_f(n: int):
    r = int(True) + bool(n)
    assert r == 3


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 24)
def int_bool_str_p041_h(n: int):
    return pow(n, 10, 1000)


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r != 24)
def int_bool_str_p041_f(n: int):
    return pow(n, 10, 1000)


@deal.pre(lambda n: n == 3)
def int_bool_str_p042_h(n: int):
    r = pow(n, -1, 7)
    assert r == 5


@deal.pre(lambda n: n == 3)
def int_bool_str_p042_f(n: int):
    r = pow(n, -1, 7)
    assert r == 6
