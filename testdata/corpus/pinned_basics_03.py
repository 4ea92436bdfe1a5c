"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda n: n == 1)
def int_bool_str_p074_h(n: int):
    r = (n < 2) < 3
    assert r


@deal.pre(lambda n: n == 1)
def int_bool_str_p074_f(n: int):
    r = (n < 2) < 3
    assert not r


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 9223372036854775808)
def int_bool_str_p075_h(n: int):
    return -(-(n ** 63))


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 9223372036854775807)
def int_bool_str_p075_f(n: int):
    return -(-(n ** 63))


@deal.pre(lambda n: n == 2)
def int_bool_str_p076_h(n: int):
    r = n ** 63 - 1 + 1
    assert r == 9223372036854775808


@deal.pre(lambda n: n == 2)
def int_bool_str_p076_f(n: int):
    r = n ** 63 - 1 + 1
    assert r == 9223372036854775809


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r == -3)
def int_bool_str_p077_h(n: int):
    return int(-n / 2)


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r != -3)
def int_bool_str_p077_f(n: int):
    return int(-n / 2)


@deal.pre(lambda n: n == 7)
def int_bool_str_p078_h(n: int):
    r = -n // 2 == int(-7 / 2)
    assert not r


@deal.pre(lambda n: n == 7)
def int_bool_str_p078_f(n: int):
    r = -n // 2 == int(-7 / 2)
    assert r


@deal.pre(lambda n: n == 7)
@deal.raises(ZeroDivisionError)
def int_bool_str_p079_h(n: int):
    return n % -0


@deal.pre(lambda n: n == 7)
@deal.raises(ValueError)
def int_bool_str_p079_f(n: int):
    return n % -0


@deal.pre(lambda n: n == 7)
def int_bool_str_p080_h(n: int):
    r = (-n) % 2 ** 70
    assert r == 1180591620717411303417


@deal.pre(lambda n: n == 7)
def int_bool_str_p080_f(n: int):
    r = (-n) % 2 ** 70
    assert r != 1180591620717411303417


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == -393530540239137101142)
def int_bool_str_p081_h(n: int):
    return -(n ** 70) // 3


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == -393530540239137101143)
def int_bool_str_p081_f(n: int):
    return -(n ** 70) // 3


@deal.pre(lambda n: n == 2)
def int_bool_str_p082_h(n: int):
    r = (n ** 70) % -3
    assert r == -2


@deal.pre(lambda n: n == 2)
def int_bool_str_p082_f(n: int):
    r = (n ** 70) % -3
    assert r == -1


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == (-168655945816773043347, 5))
def int_bool_str_p083_h(n: int):
    return divmod(-(n ** 70), 7)


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r != (-168655945816773043347, 5))
def int_bool_str_p083_f(n: int):
    return divmod(-(n ** 70), 7)


@deal.pre(lambda x: x == 2.5)
def int_bool_str_p084_h(x: float):
    r = round(-x)
    assert r == -2


@deal.pre(lambda x: x == 2.5)
def int_bool_str_p084_f(x: float):
    r = round(-x)
    assert r == -1


@deal.pre(lambda n: n == 15)
@deal.post(lambda r: r == 20)
def int_bool_str_p085_h(n: int):
    return round(n, -1)


@deal.pre(lambda n: n == 15)
@deal.post(lambda r: r == 19)
def int_bool_str_p085_f(n: int):
    return round(n, -1)


@deal.pre(lambda n: n == 15)
def int_bool_str_p086_h(n: int):
    r = round(-n, -1)
    assert r == -20


@deal.pre(lambda n: n == 15)
def int_bool_str_p086_f(n: int):
    r = round(-n, -1)
    assert r != -20


@deal.pre(lambda n: n == 25)
@deal.post(lambda r: r == 20)
def int_bool_str_p087_h(n: int):
    return round(n, -1)


@deal.pre(lambda n: n == 25)
@deal.post(lambda r: r == 19)
def int_bool_str_p087_f(n: int):
    return round(n, -1)


@deal.pre(lambda n: n == 1)
def int_bool_str_p088_h(n: int):
    r = True == n == 1.0
    assert r


@deal.pre(lambda n: n == 1)
def int_bool_str_p088_f(n: int):
    r = True == n == 1.0
    assert not r
