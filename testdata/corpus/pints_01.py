"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def int_float_compare_x004_h(n: int):
    assert n <= math.inf


def int_float_compare_x005_f(n: int):
    assert n < 1e308


def int_float_compare_x006_h(n: int):
    assert (n == 0.0) == (n == 0)


def int_float_compare_x007_f(n: int):
    assert (n == 0.5) == (n == 0)


def int_float_compare_x008_h(n: int):
    assert n < 0.5 or n >= 1


def int_float_compare_x009_f(n: int):
    assert n < 0.5 or n > 1


def int_float_compare_x010_h(n: int):
    assert max(n, 0.5) >= 0.5


def int_float_compare_x011_f(n: int):
    assert max(n, 0.5) > 0.5
