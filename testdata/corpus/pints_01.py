"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def int_float_compare_154_h(n: int):
    assert n <= math.inf


def int_float_compare_155_f(n: int):
    assert n < 1e308


def int_float_compare_156_h(n: int):
    assert (n == 0.0) == (n == 0)


def int_float_compare_157_f(n: int):
    assert (n == 0.5) == (n == 0)


def int_float_compare_158_h(n: int):
    assert n < 0.5 or n >= 1


def int_float_compare_159_f(n: int):
    assert n < 0.5 or n > 1


def int_float_compare_160_h(n: int):
    assert max(n, 0.5) >= 0.5


def int_float_compare_161_f(n: int):
    assert max(n, 0.5) > 0.5
