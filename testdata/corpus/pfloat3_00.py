"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: math.isfinite(x))
def float_floordiv_mod_pow_x000_h(x: float):
    assert x % 1.0 <= 1.0


@deal.pre(lambda x: math.isfinite(x))
def float_floordiv_mod_pow_x001_f(x: float):
    assert x % 1.0 < 1.0


@deal.pre(lambda x: math.isfinite(x))
def float_floordiv_mod_pow_x002_h(x: float):
    assert x % -1.0 <= 0.0


@deal.pre(lambda x: math.isfinite(x))
def float_floordiv_mod_pow_x003_f(x: float):
    assert x % -1.0 < 0.0


@deal.pre(lambda x: math.isfinite(x))
def float_floordiv_mod_pow_x004_h(x: float):
    assert x // 1.0 <= x


@deal.pre(lambda x: math.isfinite(x))
def float_floordiv_mod_pow_x005_f(x: float):
    assert (x // 1.0) + (x % 1.0) == x


@deal.pre(lambda x: math.isfinite(x))
def float_floordiv_mod_pow_x006_h(x: float):
    assert x % 2.0 >= 0.0


@deal.pre(lambda x: math.isfinite(x))
def float_floordiv_mod_pow_x007_f(x: float):
    assert x % 2.0 > 0.0 or x % 2.0 == 0.0 and str(x % 2.0) == '0.0' and x >= 0.0


@deal.pre(lambda x: math.isfinite(x) and abs(x) < 2.0 ** 52)
def float_conversions_x000_h(x: float):
    assert abs(round(x) - x) <= 0.5


@deal.pre(lambda x: math.isfinite(x) and abs(x) < 2.0 ** 52)
def float_conversions_x001_f(x: float):
    assert abs(round(x) - x) < 0.5


@deal.pre(lambda x: math.isfinite(x) and abs(x) < 2.0 ** 52)
def float_conversions_x002_h(x: float):
    assert round(x) % 2 == 0 or abs(round(x) - x) != 0.5


@deal.pre(lambda x: math.isfinite(x) and abs(x) < 2.0 ** 52)
def float_conversions_x003_f(x: float):
    assert round(x) == math.floor(x + 0.5)


@deal.pre(lambda x: math.isfinite(x) and abs(x) < 2.0 ** 52)
def float_conversions_x004_h(x: float):
    assert int(x) == math.trunc(x)


@deal.pre(lambda x: math.isfinite(x) and abs(x) < 2.0 ** 52)
def float_conversions_x005_f(x: float):
    assert int(x) == math.floor(x)


@deal.pre(lambda x: math.isfinite(x) and abs(x) < 2.0 ** 52)
def float_conversions_x006_h(x: float):
    assert abs(x - int(x)) < 1.0


@deal.pre(lambda x: math.isfinite(x) and abs(x) < 2.0 ** 52)
def float_conversions_x007_f(x: float):
    assert x == float(int(x))


@deal.pre(lambda x: math.isfinite(x) and abs(x) < 2.0 ** 52)
def float_conversions_x008_h(x: float):
    assert float(int(x)) == x or x != math.floor(x)


@deal.pre(lambda x: math.isfinite(x) and abs(x) < 2.0 ** 52)
def float_conversions_x009_f(x: float):
    assert float(int(x)) == x or x > 0.0


@deal.pre(lambda x: x == x)
def float_arith_x000_h(x: float):
    assert x * x >= 0.0


@deal.pre(lambda x: x == x)
def float_arith_x001_f(x: float):
    assert x * x > 0.0


@deal.pre(lambda x: x == x)
def float_arith_x002_h(x: float):
    assert x + x == 2.0 * x


@deal.pre(lambda x: x == x)
def float_arith_x003_f(x: float):
    assert x + x > x


@deal.pre(lambda x: x == x)
def float_arith_x004_h(x: float):
    assert x * 0.5 == x / 2.0


@deal.pre(lambda x: x == x)
def float_arith_x005_f(x: float):
    assert x * 0.5 < x


@deal.pre(lambda x: x == x)
def float_arith_x006_h(x: float):
    assert -(-x) == x


@deal.pre(lambda x: x == x)
def float_arith_x007_f(x: float):
    assert x - x == 0.0


@deal.pre(lambda x, y: math.isfinite(x) and math.isfinite(y))
def float_arith_x008_h(x: float, y: float):
    assert x - y == -(y - x)


@deal.pre(lambda x, y: math.isfinite(x) and math.isfinite(y))
def float_arith_x009_f(x: float, y: float):
    assert (x + y) - y == x


@deal.pre(lambda x, y: math.isfinite(x) and math.isfinite(y))
def float_arith_x010_h(x: float, y: float):
    assert max(x, y) >= min(x, y)


@deal.pre(lambda x, y: math.isfinite(x) and math.isfinite(y))
def float_arith_x011_f(x: float, y: float):
    assert (x + y) / 2.0 <= max(x, y)
