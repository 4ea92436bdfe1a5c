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
