"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == -3.0)
def float_arith_015_h():
    return 0.0 - 3.0


@deal.post(lambda r: r == -2.0)
def float_arith_015_f():
    return 0.0 - 3.0


def float_arith_016_h():
    r = 0.0 * 9007199254740992.0
    assert r == 0.0 and str(r) == '0.0'


def float_arith_016_f():
    r = 0.0 * 9007199254740992.0
    assert r == 0.0 and str(r) == '-0.0'


@deal.post(lambda r: r == 1e+308)
def float_arith_017_h():
    return 1e+308 + 0.0


@deal.post(lambda r: r != 1e+308)
def float_arith_017_f():
    return 1e+308 + 0.0


def float_arith_018_h():
    r = 1e+308 - math.inf
    assert r == -math.inf


def float_arith_018_f():
    r = 1e+308 - math.inf
    assert r == math.inf


@deal.post(lambda r: r == 5e+307)
def float_arith_019_h():
    return 1e+308 * 0.5


@deal.post(lambda r: r == 4.999999999999999e+307)
def float_arith_019_f():
    return 1e+308 * 0.5


def float_arith_020_h():
    r = 5e-324 + 1e+308
    assert r == 1e+308


def float_arith_020_f():
    r = 5e-324 + 1e+308
    assert r != 1e+308


@deal.post(lambda r: r == math.inf)
def float_arith_021_h():
    return 5e-324 - (-math.inf)


@deal.post(lambda r: r == -math.inf)
def float_arith_021_f():
    return 5e-324 - (-math.inf)


def float_arith_022_h():
    r = 2.5 * 0.1
    assert r == 0.25


def float_arith_022_f():
    r = 2.5 * 0.1
    assert r == 0.25000000000000006


@deal.post(lambda r: r == 2.5)
def float_arith_023_h():
    return 2.5 + 5e-324


@deal.post(lambda r: r != 2.5)
def float_arith_023_f():
    return 2.5 + 5e-324


def float_arith_024_h():
    r = 2.5 - 1.5e-323
    assert r == 2.5


def float_arith_024_f():
    r = 2.5 - 1.5e-323
    assert r == 2.5000000000000004


@deal.post(lambda r: r == -1.4500000000000002)
def float_arith_025_h():
    return (-7.25) * 0.2


@deal.post(lambda r: r == -0.4500000000000002)
def float_arith_025_f():
    return (-7.25) * 0.2


def float_arith_026_h():
    r = (-7.25) + 2.5
    assert r == -4.75


def float_arith_026_f():
    r = (-7.25) + 2.5
    assert r != -4.75


@deal.post(lambda r: r == -1.7976931348623157e+308)
def float_arith_027_h():
    return (-7.25) - 1.7976931348623157e+308


@deal.post(lambda r: r == -math.inf)
def float_arith_027_f():
    return (-7.25) - 1.7976931348623157e+308


def float_arith_028_h():
    r = 1e+16 * 0.3
    assert r == 3000000000000000.0


def float_arith_028_f():
    r = 1e+16 * 0.3
    assert r == 3000000000000000.5


@deal.post(lambda r: r == 9999999999999992.0)
def float_arith_029_h():
    return 1e+16 + (-7.25)


@deal.post(lambda r: r != 9999999999999992.0)
def float_arith_029_f():
    return 1e+16 + (-7.25)
