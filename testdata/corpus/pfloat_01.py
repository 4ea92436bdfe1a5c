"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda n: 0 <= n <= 100)
def param_float_x030_h(n: int):
    assert n / 1 == float(n)


def param_float_x031_f(n: int):
    assert n / 1 == n


@deal.pre(lambda n, d: d != 0 and -100 <= n <= 100 and -100 <= d <= 100)
def param_float_x032_h(n: int, d: int):
    assert n / d * d - n < 1e-9


@deal.pre(lambda n, d: d != 0)
def param_float_x033_f(n: int, d: int):
    assert abs(n / d) <= abs(n)


@deal.pre(lambda x: x >= 0.0)
def param_float_x034_h(x: float):
    assert x % 1.0 < 1.0 or x != x or x == math.inf


def param_float_x035_f(x: float):
    assert x % 2.0 >= 0.0


@deal.pre(lambda x: -1e300 < x < 1e300)
def param_float_x036_h(x: float):
    assert math.floor(x) <= x


@deal.pre(lambda x: x == x)
def param_float_x037_f(x: float):
    assert math.floor(x) <= x


@deal.pre(lambda x: 0.0 < x < 1e300)
def param_float_x038_h(x: float):
    assert round(x) >= 0


@deal.pre(lambda x: x > 0.0 and x < 10.0)
def param_float_x039_f(x: float):
    assert round(x) >= x - 0.5 and round(x) != 0


def param_float_x040_f(x: int):
    assert x + 0.5 != x


@deal.pre(lambda x: -2 ** 52 <= x <= 2 ** 52)
def param_float_x041_h(x: int):
    assert x + 0.5 != x


def param_float_x042_f(x: int):
    assert x + 1.0 > x
