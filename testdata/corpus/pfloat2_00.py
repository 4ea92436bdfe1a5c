"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def param_float_x043_h(x: float):
    assert max(0.0, x) >= 0.0


def param_float_x044_f(x: float):
    assert max(x, 0.0) >= 0.0


def param_float_x045_h(x: float):
    assert min(1.0, x) <= 1.0


def param_float_x046_f(x: float):
    assert min(x, 1.0) <= 1.0


def param_float_x047_h(x: float):
    assert x != -x or x == 0.0


def param_float_x048_f(x: float):
    assert x != -x


def param_float_x049_h(x: float):
    assert x * 0.0 == 0.0 or x != x or x in (math.inf, -math.inf)


def param_float_x050_f(x: float):
    assert x * 0.0 == 0.0 or x != x


def param_float_x051_h(x: float):
    assert abs(x) >= 0.0 or x != x


def param_float_x052_f(x: float):
    assert abs(x) >= 0.0


def param_float_x053_h(x: float):
    assert x == x + 1.0 or x + 1.0 != x


def param_float_x054_f(x: float):
    assert x != x + 1.0


def param_float_x055_h(x: float):
    assert -(-x) == x or x != x


def param_float_x056_f(x: float):
    assert -(-x) == x


def param_float_x057_h(x: float):
    assert not (x < 0.0 and x > 0.0)


def param_float_x058_f(x: float):
    assert x < 0.0 or x >= 0.0


def param_float_x059_h(x: float):
    assert (x > 0.0) == (0.0 < x)


def param_float_x060_f(x: float):
    assert (x > 0.0) != (x <= 0.0)


def param_float_x061_h(x: float):
    assert x - 0.0 == x or x != x


def param_float_x062_f(x: float):
    assert x + 0.0 == x and x == x


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_x063_h(x: float):
    assert x * x <= x


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_x064_f(x: float):
    assert x * x < x


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_x065_h(x: float):
    assert x / 2.0 <= x


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_x066_f(x: float):
    assert x / 2.0 < x


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_x067_h(x: float):
    assert x + 1.0 >= 1.0


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_x068_f(x: float):
    assert x + 1.0 > 1.0


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_x069_h(x: float):
    assert 1.0 - x >= 0.0


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_x070_f(x: float):
    assert 1.0 - x > 0.0


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_x071_h(x: float):
    assert x * 3.0 <= 3.0


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_x072_f(x: float):
    assert (x * 3.0) / 3.0 == x
