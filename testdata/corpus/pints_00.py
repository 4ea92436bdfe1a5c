"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def int_bool_str_176_h(x: int):
    assert bool(x) == (x != 0)


def int_bool_str_177_f(x: int):
    assert bool(x) == (x > 0)


def int_bool_str_178_h(x: int):
    assert x ** 2 >= 0


def int_bool_str_179_f(x: int):
    assert x ** 2 > 0


def int_bool_str_180_h(x: int):
    assert -x ** 2 <= 0


def int_bool_str_181_f(x: int):
    assert (-x) ** 2 < 0 or x == 0


def int_bool_str_182_h(x: int):
    assert x // 2 * 2 + x % 2 == x


def int_bool_str_183_f(x: int):
    assert x // 2 == int(x / 2) or x > 10 ** 17


def int_bool_str_184_h(x: int):
    assert abs(x) == x or abs(x) == -x


def int_bool_str_185_f(x: int):
    assert abs(x) == x


def int_bool_str_186_h(x: int):
    assert (x >> 1) <= x or x < 0


def int_bool_str_187_f(x: int):
    assert (x >> 1) <= x


def int_bool_str_188_h(x: int):
    assert x & 1 == x % 2


def int_bool_str_189_f(x: int):
    assert x & 1 == x % 2 and x & 2 == abs(x) & 2


def int_bool_str_190_h(x: int):
    assert x % -2 <= 0


def int_bool_str_191_f(x: int):
    assert x % -2 < 0


def int_bool_str_192_h(x: int):
    assert x - x == 0


def int_bool_str_193_f(x: int):
    assert x * x > x


def int_bool_str_194_h(x: int):
    assert abs(x) > 2 ** 53 or float(x) == x


def int_bool_str_195_f(x: int):
    assert float(x) == x or abs(x) > 2 ** 53


def int_bool_str_196_h(x: int):
    assert (x < 0) == (-x > 0)


def int_bool_str_197_f(x: int):
    assert (x < 0) == (~x > 0)


@deal.pre(lambda x: -10 ** 1000 < x < 10 ** 1000)
def int_bool_str_198_h(x: int):
    assert int(str(x)) == x


@deal.pre(lambda x: -10 ** 1000 < x < 10 ** 1000)
def int_bool_str_199_f(x: int):
    assert len(str(x)) == len(str(abs(x)))


def int_bool_str_200_h(x: int):
    assert abs(x) >= 10 ** 4300 or int(str(x)) == x


def int_bool_str_201_f(x: int):
    assert int(str(x)) == x


def int_float_compare_150_h(n: int):
    assert abs(n) >= 2 ** 52 or n < n + 0.5


def int_float_compare_151_f(n: int):
    assert n < n + 0.5


def int_float_compare_152_h(n: int):
    assert abs(n) > 2 ** 53 or n == float(n)


def int_float_compare_153_f(n: int):
    assert n == float(n)
