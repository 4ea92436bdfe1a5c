"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def float_arith_030_h():
    r = 1e+16 - (-1.5)
    assert r == 1.0000000000000002e+16


def float_arith_030_f():
    r = 1e+16 - (-1.5)
    assert r == 1.0000000000000004e+16


@deal.post(lambda r: r == 3.0)
def float_arith_031_h():
    return 3.0 * 1.0


@deal.post(lambda r: r == 4.0)
def float_arith_031_f():
    return 3.0 * 1.0


def float_arith_032_h():
    r = 3.0 + 1e+16
    assert r == 1.0000000000000004e+16


def float_arith_032_f():
    r = 3.0 + 1e+16
    assert r != 1.0000000000000004e+16


@deal.post(lambda r: r == 3.0)
def float_arith_033_h():
    return 3.0 - 2.2250738585072014e-308


@deal.post(lambda r: r == 4.0)
def float_arith_033_f():
    return 3.0 - 2.2250738585072014e-308


def float_arith_034_h():
    r = math.inf * (-0.0)
    assert r != r


def float_arith_034_f():
    r = math.inf * (-0.0)
    assert r == r


@deal.post(lambda r: r == math.inf)
def float_arith_035_h():
    return math.inf + 3.0


@deal.post(lambda r: r != math.inf)
def float_arith_035_f():
    return math.inf + 3.0


def float_arith_036_h():
    r = math.inf - 9007199254740992.0
    assert r == math.inf


def float_arith_036_f():
    r = math.inf - 9007199254740992.0
    assert r == -math.inf


@deal.post(lambda r: r != r)
def float_arith_037_h():
    return (-math.inf) * 0.0


@deal.post(lambda r: r == r)
def float_arith_037_f():
    return (-math.inf) * 0.0


def float_arith_038_h():
    r = (-math.inf) + math.inf
    assert r != r


def float_arith_038_f():
    r = (-math.inf) + math.inf
    assert r == r


@deal.post(lambda r: r == -math.inf)
def float_arith_039_h():
    return (-math.inf) - 0.5


@deal.post(lambda r: r == math.inf)
def float_arith_039_f():
    return (-math.inf) - 0.5


def float_arith_040_h():
    r = 1.5e-323 * 1e+308
    assert r == 1.4821969375237396e-15


def float_arith_040_f():
    r = 1.5e-323 * 1e+308
    assert r == 1.4821969375237398e-15


@deal.post(lambda r: r == -math.inf)
def float_arith_041_h():
    return 1.5e-323 + (-math.inf)


@deal.post(lambda r: r != -math.inf)
def float_arith_041_f():
    return 1.5e-323 + (-math.inf)


def float_arith_042_h():
    r = 1.7976931348623157e+308 - 0.1
    assert r == 1.7976931348623157e+308


def float_arith_042_f():
    r = 1.7976931348623157e+308 - 0.1
    assert r == math.inf


@deal.post(lambda r: r == 8.881784197001251e-16)
def float_arith_043_h():
    return 1.7976931348623157e+308 * 5e-324


@deal.post(lambda r: r == 1.0000000000000009)
def float_arith_043_f():
    return 1.7976931348623157e+308 * 5e-324


def float_arith_044_h():
    r = 1.7976931348623157e+308 + 1.5e-323
    assert r == 1.7976931348623157e+308


def float_arith_044_f():
    r = 1.7976931348623157e+308 + 1.5e-323
    assert r != 1.7976931348623157e+308
