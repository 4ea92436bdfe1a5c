"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def param_int_str_bool_x030_h(b: bool, x: int):
    y = x if b else -x
    assert abs(y) == abs(x) and 100 > 0


def param_int_str_bool_x031_f(b: bool, x: int):
    y = x if b else -x
    assert y >= -100


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result >= 2147483648)
def param_int_str_bool_x032_h(x: int) -> int:
    return x + 2147483648


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result > 2147483648)
def param_int_str_bool_x033_f(x: int) -> int:
    return x + 2147483648


def param_int_str_bool_x034_h(x: int):
    assert (x * 2147483648) % 2147483648 == 0


def param_int_str_bool_x035_f(x: int):
    assert (x + 1) % 2147483649 != 0 or x < 0


def param_int_str_bool_x036_h(s: str):
    assert len(s + 'éééé') == len(s) + 4


def param_int_str_bool_x037_f(s: str):
    assert s != 'éééé'


def param_int_str_bool_x038_h(b: bool, x: int):
    y = x if b else -x
    assert abs(y) == abs(x) and 2147483648 > 0


def param_int_str_bool_x039_f(b: bool, x: int):
    y = x if b else -x
    assert y >= -2147483648


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result >= 100000000000000000000)
def param_int_str_bool_x040_h(x: int) -> int:
    return x + 100000000000000000000


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result > 100000000000000000000)
def param_int_str_bool_x041_f(x: int) -> int:
    return x + 100000000000000000000


def param_int_str_bool_x042_h(x: int):
    assert (x * 100000000000000000000) % 100000000000000000000 == 0


def param_int_str_bool_x043_f(x: int):
    assert (x + 1) % 100000000000000000001 != 0 or x < 0


def param_int_str_bool_x044_h(s: str):
    assert len(s + 'é') == len(s) + 1


def param_int_str_bool_x045_f(s: str):
    assert s != 'é'


def param_int_str_bool_x046_h(b: bool, x: int):
    y = x if b else -x
    assert abs(y) == abs(x) and 100000000000000000000 > 0


def param_int_str_bool_x047_f(b: bool, x: int):
    y = x if b else -x
    assert y >= -100000000000000000000


@deal.pre(lambda s: len(s) > 0)
def param_int_str_bool_x048_h(s: str):
    assert s[0] + s[1:] == s


def param_int_str_bool_x049_f(s: str):
    assert s[0] + s[1:] == s


def param_int_str_bool_x050_h(s: str):
    assert s.lower().lower() == s.lower()


def param_int_str_bool_x051_f(s: str):
    assert len(s.upper()) == len(s)


@deal.raises(ZeroDivisionError)
def param_int_str_bool_x052_h(a: int, b: int) -> int:
    return a // b


@deal.raises(ValueError)
def param_int_str_bool_x053_f(a: int, b: int) -> int:
    return a // b


@deal.pre(lambda a, b: b != 0)
def param_int_str_bool_x054_h(a: int, b: int):
    assert (a // b) * b + a % b == a


@deal.pre(lambda a, b: b != 0)
def param_int_str_bool_x055_f(a: int, b: int):
    assert a % b >= 0
