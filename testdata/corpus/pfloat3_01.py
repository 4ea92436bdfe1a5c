"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x, y: math.isfinite(x) and math.isfinite(y))
def float_arith_x012_h(x: float, y: float):
    assert x + y == y + x


@deal.pre(lambda x, y: math.isfinite(x) and math.isfinite(y))
def float_arith_x013_f(x: float, y: float):
    assert x + y - x == y


@deal.pre(lambda x, y: math.isfinite(x) and abs(y) >= 1.0 and math.isfinite(y))
def true_division_x000_h(x: float, y: float):
    assert abs(x / y) <= abs(x)


@deal.pre(lambda x, y: math.isfinite(x) and abs(y) >= 1.0 and math.isfinite(y))
def true_division_x001_f(x: float, y: float):
    assert abs(x / y) < abs(x) or x == 0.0


@deal.pre(lambda n: abs(n) <= 2 ** 53)
def int_float_compare_x012_h(n: int):
    assert n * 1.0 == n


@deal.pre(lambda n: abs(n) <= 2 ** 53)
def int_float_compare_x013_f(n: int):
    assert n * 1.0 == n + 1


@deal.pre(lambda n: abs(n) <= 2 ** 53)
def int_float_compare_x014_h(n: int):
    assert n / 1 == n


@deal.pre(lambda n: abs(n) <= 2 ** 53)
def int_float_compare_x015_f(n: int):
    assert n / 2 == n // 2


@deal.pre(lambda n: abs(n) <= 2 ** 53)
def int_float_compare_x016_h(n: int):
    assert n // 2.0 == n // 2


@deal.pre(lambda n: abs(n) <= 2 ** 53)
def int_float_compare_x017_f(n: int):
    assert int(n / 2) == n // 2


@deal.pre(lambda n: abs(n) <= 2 ** 53)
def int_float_compare_x018_h(n: int):
    assert float(n) == n


@deal.pre(lambda n: abs(n) <= 2 ** 53)
def int_float_compare_x019_f(n: int):
    assert float(n) != n + 0.5
