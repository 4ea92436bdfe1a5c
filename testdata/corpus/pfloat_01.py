"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda n: 0 <= n <= 100)
def param_float_030_h(n: int):
    assert n / 1 == float(n)


def param_float_031_f(n: int):
    assert n / 1 == n


@deal.pre(lambda n, d: d != 0 and -100 <= n <= 100 and -100 <= d <= 100)
def param_float_032_h(n: int, d: int):
    assert n / d * d - n < 1e-9


@deal.pre(lambda n, d: d != 0)
def param_float_033_f(n: int, d: int):
    assert abs(n / d) <= abs(n)


@deal.pre(lambda x: x >= 0.0)
def param_float_034_h(x: float):
    assert x % 1.0 < 1.0 or x != x or x == math.inf


def param_float_035_f(x: float):
    assert x % 2.0 >= 0.0


@deal.pre(lambda x: -1e300 < x < 1e300)
def param_float_036_h(x: float):
    assert math.floor(x) <= x


@deal.pre(lambda x: x == x)
def param_float_037_f(x: float):
    assert math.floor(x) <= x


@deal.pre(lambda x: 0.0 < x < 1e300)
def param_float_038_h(x: float):
    assert round(x) >= 0


@deal.pre(lambda x: x > 0.0 and x < 10.0)
def param_float_039_f(x: float):
    assert round(x) >= x - 0.5 and round(x) != 0


def param_float_040_f(x: int):
    assert x + 0.5 != x


@deal.pre(lambda x: -2 ** 52 <= x <= 2 ** 52)
def param_float_041_h(x: int):
    assert x + 0.5 != x


def param_float_042_f(x: int):
    assert x + 1.0 > x
