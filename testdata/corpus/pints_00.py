"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def int_bool_str_x000_h(x: int):
    assert bool(x) == (x != 0)


def int_bool_str_x001_f(x: int):
    assert bool(x) == (x > 0)


def int_bool_str_x002_h(x: int):
    assert x ** 2 >= 0


def int_bool_str_x003_f(x: int):
    assert x ** 2 > 0


def int_bool_str_x004_h(x: int):
    assert -x ** 2 <= 0


def int_bool_str_x005_f(x: int):
    assert (-x) ** 2 < 0 or x == 0


def int_bool_str_x006_h(x: int):
    assert x // 2 * 2 + x % 2 == x


def int_bool_str_x007_f(x: int):
    assert x // 2 == int(x / 2) or x > 10 ** 17


def int_bool_str_x008_h(x: int):
    assert abs(x) == x or abs(x) == -x


def int_bool_str_x009_f(x: int):
    assert abs(x) == x


def int_bool_str_x010_h(x: int):
    assert (x >> 1) <= x or x < 0


def int_bool_str_x011_f(x: int):
    assert (x >> 1) <= x


def int_bool_str_x012_h(x: int):
    assert x & 1 == x % 2


def int_bool_str_x013_f(x: int):
    assert x & 1 == x % 2 and x & 2 == abs(x) & 2


def int_bool_str_x014_h(x: int):
    assert x % -2 <= 0


def int_bool_str_x015_f(x: int):
    assert x % -2 < 0


def int_bool_str_x016_h(x: int):
    assert x - x == 0


def int_bool_str_x017_f(x: int):
    assert x * x > x


def int_bool_str_x018_h(x: int):
    assert abs(x) > 2 ** 53 or float(x) == x


def int_bool_str_x019_f(x: int):
    assert float(x) == x or abs(x) > 2 ** 53


def int_bool_str_x020_h(x: int):
    assert (x < 0) == (-x > 0)


def int_bool_str_x021_f(x: int):
    assert (x < 0) == (~x > 0)


@deal.pre(lambda x: -10 ** 1000 < x < 10 ** 1000)
def int_bool_str_x022_h(x: int):
    assert int(str(x)) == x


@deal.pre(lambda x: -10 ** 1000 < x < 10 ** 1000)
def int_bool_str_x023_f(x: int):
    assert len(str(x)) == len(str(abs(x)))


def int_bool_str_x024_h(x: int):
    assert abs(x) >= 10 ** 4300 or int(str(x)) == x


def int_bool_str_x025_f(x: int):
    assert int(str(x)) == x


def int_float_compare_x000_h(n: int):
    assert abs(n) >= 2 ** 52 or n < n + 0.5


def int_float_compare_x001_f(n: int):
    assert n < n + 0.5


def int_float_compare_x002_h(n: int):
    assert abs(n) > 2 ** 53 or n == float(n)


def int_float_compare_x003_f(n: int):
    assert n == float(n)
