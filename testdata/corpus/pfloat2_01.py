"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_x073_h(x: float):
    assert x - x == 0.0


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_x074_f(x: float):
    assert x - 1.0 < 0.0


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_x075_h(x: float):
    assert int(x) in (0, 1)


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_x076_f(x: float):
    assert int(x) == 0


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_x077_h(x: float):
    assert round(x) in (0, 1)


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_x078_f(x: float):
    assert round(x) == int(x + 0.5)


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_x079_h(x: float):
    assert math.floor(x) <= x


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_x080_f(x: float):
    assert math.floor(x) == round(x)


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_x081_h(x: float):
    assert math.ceil(x) >= x


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_x082_f(x: float):
    assert math.ceil(x) == 1


@deal.pre(lambda a, b: -1e300 <= a <= b <= 1e300)
def param_float_x083_h(a: float, b: float):
    assert (a + b) / 2.0 <= b


@deal.pre(lambda a, b: -1e300 <= a <= b <= 1e300)
def param_float_x084_f(a: float, b: float):
    assert (a + b) / 2.0 < b


@deal.pre(lambda a, b: -1e300 <= a <= b <= 1e300)
def param_float_x085_h(a: float, b: float):
    assert a - b <= 0.0


@deal.pre(lambda a, b: -1e300 <= a <= b <= 1e300)
def param_float_x086_f(a: float, b: float):
    assert a - b < 0.0


@deal.pre(lambda a, b: -1e300 <= a <= b <= 1e300)
def param_float_x087_h(a: float, b: float):
    assert min(a, b) == a


@deal.pre(lambda a, b: -1e300 <= a <= b <= 1e300)
def param_float_x088_f(a: float, b: float):
    assert max(a, b) == a


@deal.pre(lambda a, b: -1e300 <= a <= b <= 1e300)
def param_float_x089_h(a: float, b: float):
    assert b - a >= 0.0


@deal.pre(lambda a, b: -1e300 <= a <= b <= 1e300)
def param_float_x090_f(a: float, b: float):
    assert (b - a) + a == b
