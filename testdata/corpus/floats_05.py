"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: not r)
def float_arith_075_h():
    return math.nan < 1.0


@deal.post(lambda r: r)
def float_arith_075_f():
    return math.nan < 1.0


def float_arith_076_h():
    r = math.nan >= math.nan
    assert not r


def float_arith_076_f():
    r = math.nan >= math.nan
    assert r


@deal.post(lambda r: r)
def float_arith_077_h():
    return -math.inf < -1e308


@deal.post(lambda r: not r)
def float_arith_077_f():
    return -math.inf < -1e308


def float_arith_078_h():
    r = 1.0 - 0.9
    assert r == 0.09999999999999998


def float_arith_078_f():
    r = 1.0 - 0.9
    assert r == 0.09999999999999999


@deal.post(lambda r: r == 0.30000000000000004)
def float_arith_079_h():
    return 3 * 0.1


@deal.post(lambda r: r == 1.3)
def float_arith_079_f():
    return 3 * 0.1


def float_arith_080_h():
    r = 0.1 * 3 == 0.3
    assert not r


def float_arith_080_f():
    r = 0.1 * 3 == 0.3
    assert r


@deal.post(lambda r: r == 9007199254740992.0)
def float_arith_081_h():
    return 2.0 ** 53 + 1.0


@deal.post(lambda r: r == 9007199254740991.0)
def float_arith_081_f():
    return 2.0 ** 53 + 1.0


def float_arith_082_h():
    r = -(0.0)
    assert r == 0.0 and str(r) == '-0.0'


def float_arith_082_f():
    r = -(0.0)
    assert r == 0.0 and str(r) == '0.0'


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def float_arith_083_h():
    return -(-0.0)


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def float_arith_083_f():
    return -(-0.0)


def float_arith_084_h():
    r = +(-0.0)
    assert r == 0.0 and str(r) == '-0.0'


def float_arith_084_f():
    r = +(-0.0)
    assert r == 0.0 and str(r) == '0.0'


@deal.post(lambda r: r == 9.999888671827e-311)
def float_arith_085_h():
    return 1e-320 * 1e10


@deal.post(lambda r: r == 1.0)
def float_arith_085_f():
    return 1e-320 * 1e10


def float_arith_086_h():
    r = 0.1 + 0.2 > 0.3
    assert r


def float_arith_086_f():
    r = 0.1 + 0.2 > 0.3
    assert not r


@deal.post(lambda r: r == 2.5)
def float_arith_087_h():
    return 1.5 + 1


@deal.post(lambda r: r == 3.5)
def float_arith_087_f():
    return 1.5 + 1


def float_arith_088_h():
    r = True + 0.5
    assert r == 1.5


def float_arith_088_f():
    r = True + 0.5
    assert r == 1.5000000000000002


@deal.post(lambda r: r == 6.75)
def float_arith_089_h():
    return 7 - 0.25


@deal.post(lambda r: r != 6.75)
def float_arith_089_f():
    return 7 - 0.25
