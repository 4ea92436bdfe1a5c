"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == -1.7)
def float_arith_045_h():
    return (-1.5) - 0.2


@deal.post(lambda r: r == -0.7)
def float_arith_045_f():
    return (-1.5) - 0.2


def float_arith_046_h():
    r = (-1.5) * 2.5
    assert r == -3.75


def float_arith_046_f():
    r = (-1.5) * 2.5
    assert r == -3.7499999999999996


@deal.post(lambda r: r == 1.7976931348623157e+308)
def float_arith_047_h():
    return (-1.5) + 1.7976931348623157e+308


@deal.post(lambda r: r != 1.7976931348623157e+308)
def float_arith_047_f():
    return (-1.5) + 1.7976931348623157e+308


def float_arith_048_h():
    r = 2.2250738585072014e-308 - 0.3
    assert r == -0.3


def float_arith_048_f():
    r = 2.2250738585072014e-308 - 0.3
    assert r == -0.29999999999999993


@deal.post(lambda r: r == -1.613178547417721e-307)
def float_arith_049_h():
    return 2.2250738585072014e-308 * (-7.25)


@deal.post(lambda r: r == 1.0)
def float_arith_049_f():
    return 2.2250738585072014e-308 * (-7.25)


def float_arith_050_h():
    r = 2.2250738585072014e-308 + (-1.5)
    assert r == -1.5


def float_arith_050_f():
    r = 2.2250738585072014e-308 + (-1.5)
    assert r != -1.5


@deal.post(lambda r: r == 9007199254740991.0)
def float_arith_051_h():
    return 9007199254740992.0 - 1.0


@deal.post(lambda r: r == 9007199254740992.0)
def float_arith_051_f():
    return 9007199254740992.0 - 1.0


def float_arith_052_h():
    r = 9007199254740992.0 * 1e+16
    assert r == 9.007199254740992e+31


def float_arith_052_f():
    r = 9007199254740992.0 * 1e+16
    assert r == 9.007199254740994e+31


@deal.post(lambda r: r == 9007199254740992.0)
def float_arith_053_h():
    return 9007199254740992.0 + 2.2250738585072014e-308


@deal.post(lambda r: r != 9007199254740992.0)
def float_arith_053_f():
    return 9007199254740992.0 + 2.2250738585072014e-308


def float_arith_054_h():
    r = 0.5 - (-0.0)
    assert r == 0.5


def float_arith_054_f():
    r = 0.5 - (-0.0)
    assert r == 0.5000000000000001


@deal.post(lambda r: r == 1.5)
def float_arith_055_h():
    return 0.5 * 3.0


@deal.post(lambda r: r == 2.5)
def float_arith_055_f():
    return 0.5 * 3.0


def float_arith_056_h():
    r = 0.5 + 9007199254740992.0
    assert r == 9007199254740992.0


def float_arith_056_f():
    r = 0.5 + 9007199254740992.0
    assert r != 9007199254740992.0


@deal.post(lambda r: r == 0.30000000000000004)
def float_arith_057_h():
    return 0.1 + 0.2


@deal.post(lambda r: r == 1.3)
def float_arith_057_f():
    return 0.1 + 0.2


def float_arith_058_h():
    r = 0.1 + 0.2 == 0.3
    assert not r


def float_arith_058_f():
    r = 0.1 + 0.2 == 0.3
    assert r


@deal.post(lambda r: r == 1e+16)
def float_arith_059_h():
    return 1e16 + 1.0


@deal.post(lambda r: r != 1e+16)
def float_arith_059_f():
    return 1e16 + 1.0
