"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r >= 0.0 or r != r)
def param_float_x000_h(x: float) -> float:
    return abs(x)


@deal.post(lambda r: r >= 0.0)
def param_float_x001_f(x: float) -> float:
    return abs(x)


def param_float_x002_h(x: float):
    assert x * 1.0 == x or x != x


def param_float_x003_f(x: float):
    assert x == x


@deal.pre(lambda x: x == x)
def param_float_x004_h(x: float):
    assert x == x


def param_float_x005_f(x: float):
    assert x - x == 0.0 or x != x


@deal.pre(lambda x: math.isfinite(x))
def param_float_x006_h(x: float):
    assert x - x == 0.0


@deal.pre(lambda x: not math.isnan(x))
def param_float_x007_f(x: float):
    assert x - x == 0.0


@deal.pre(lambda x: 0.0 <= x <= 1.0)
@deal.ensure(lambda x, result: result <= 2.0)
def param_float_x008_h(x: float) -> float:
    return x + x


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_x009_f(x: float):
    assert (x + 1.0) - 1.0 == x


@deal.pre(lambda x: x > 0.0)
def param_float_x010_h(x: float):
    assert x * 2.0 > 0.0


@deal.pre(lambda x: x > 0.0)
def param_float_x011_f(x: float):
    assert x / 2.0 > 0.0


@deal.pre(lambda x: x == 0.0)
def param_float_x012_h(x: float):
    assert x + 1.0 == 1.0


@deal.pre(lambda x: x == 0.0)
def param_float_x013_f(x: float):
    assert str(x) == '0.0'


@deal.pre(lambda x: x == 0.0)
@deal.raises(ZeroDivisionError)
def param_float_x014_h(x: float) -> float:
    return 1.0 / x


@deal.pre(lambda x: x == 0.0)
def param_float_x015_f(x: float):
    assert math.copysign(1.0, x) == 1.0


@deal.ensure(lambda x, y, result: result == x or result == y or result != result)
def param_float_x016_h(x: float, y: float) -> float:
    return min(x, y)


@deal.ensure(lambda x, y, result: result <= x)
def param_float_x017_f(x: float, y: float) -> float:
    return min(x, y)


def param_float_x018_h(x: float, y: float):
    assert (x < y) == (y > x)


def param_float_x019_f(x: float, y: float):
    assert (x < y) == (not x >= y)


@deal.pre(lambda x, y: x <= y and x == x)
def param_float_x020_h(x: float, y: float):
    assert max(x, y) == y


def param_float_x021_f(x: float, y: float):
    assert x + y == y + x


def param_float_x022_h(x: float, y: float):
    assert x + y == y + x or x != x or y != y or x + y != x + y


@deal.pre(lambda x: math.isfinite(x))
def param_float_x023_f(x: float):
    assert (x + 1.0) - x == 1.0


@deal.pre(lambda x: -1000.0 <= x <= 1000.0)
def param_float_x024_h(x: float):
    assert int(x) <= x + 1.0


def param_float_x025_f(x: float):
    assert int(x) <= x + 1.0


@deal.pre(lambda x: 1.0 <= x <= 2.0)
def param_float_x026_h(x: float):
    assert 0.5 <= x / 2.0 <= 1.0


@deal.pre(lambda x: x >= 1.0)
def param_float_x027_f(x: float):
    assert x / 3.0 * 3.0 == x


@deal.pre(lambda x: x >= 0.0)
@deal.ensure(lambda x, result: result >= 0.0 or result != result)
def param_float_x028_h(x: float) -> float:
    return math.sqrt(x)


@deal.raises(ValueError)
@deal.ensure(lambda x, result: result * result == x)
def param_float_x029_f(x: float) -> float:
    return math.sqrt(x)
