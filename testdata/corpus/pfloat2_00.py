"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def param_float_043_h(x: float):
    assert max(0.0, x) >= 0.0


def param_float_044_f(x: float):
    assert max(x, 0.0) >= 0.0


def param_float_045_h(x: float):
    assert min(1.0, x) <= 1.0


def param_float_046_f(x: float):
    assert min(x, 1.0) <= 1.0


def param_float_047_h(x: float):
    assert x != -x or x == 0.0


def param_float_048_f(x: float):
    assert x != -x


def param_float_049_h(x: float):
    assert x * 0.0 == 0.0 or x != x or x in (math.inf, -math.inf)


def param_float_050_f(x: float):
    assert x * 0.0 == 0.0 or x != x


def param_float_051_h(x: float):
    assert abs(x) >= 0.0 or x != x


def param_float_052_f(x: float):
    assert abs(x) >= 0.0


def param_float_053_h(x: float):
    assert x == x + 1.0 or x + 1.0 != x


def param_float_054_f(x: float):
    assert x != x + 1.0


def param_float_055_h(x: float):
    assert -(-x) == x or x != x


def param_float_056_f(x: float):
    assert -(-x) == x


def param_float_057_h(x: float):
    assert not (x < 0.0 and x > 0.0)


def param_float_058_f(x: float):
    assert x < 0.0 or x >= 0.0


def param_float_059_h(x: float):
    assert (x > 0.0) == (0.0 < x)


def param_float_060_f(x: float):
    assert (x > 0.0) != (x <= 0.0)


def param_float_061_h(x: float):
    assert x - 0.0 == x or x != x


def param_float_062_f(x: float):
    assert x + 0.0 == x and x == x


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_063_h(x: float):
    assert x * x <= x


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_064_f(x: float):
    assert x * x < x


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_065_h(x: float):
    assert x / 2.0 <= x


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_066_f(x: float):
    assert x / 2.0 < x


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_067_h(x: float):
    assert x + 1.0 >= 1.0


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_068_f(x: float):
    assert x + 1.0 > 1.0


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_069_h(x: float):
    assert 1.0 - x >= 0.0


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_070_f(x: float):
    assert 1.0 - x > 0.0


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_071_h(x: float):
    assert x * 3.0 <= 3.0


@deal.pre(lambda x: 0.0 <= x <= 1.0)
def param_float_072_f(x: float):
    assert (x * 3.0) / 3.0 == x
