"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def true_division_014_h():
    r = -1 / 10 ** 400
    assert r == 0.0 and str(r) == '-0.0'


def true_division_014_f():
    r = -1 / 10 ** 400
    assert r == 0.0 and str(r) == '0.0'


@deal.post(lambda r: r == 9007199254740992.0)
def true_division_015_h():
    return (2 ** 53 + 1) / 1


@deal.post(lambda r: r == 9007199254740991.0)
def true_division_015_f():
    return (2 ** 53 + 1) / 1


def true_division_016_h():
    r = (2 ** 53 + 3) / 1
    assert r == 9007199254740996.0


def true_division_016_f():
    r = (2 ** 53 + 3) / 1
    assert r == 9007199254740998.0


@deal.post(lambda r: r)
def true_division_017_h():
    return 9007199254740993 / 1 == 9007199254740992.0


@deal.post(lambda r: not r)
def true_division_017_f():
    return 9007199254740993 / 1 == 9007199254740992.0


def true_division_018_h():
    r = 1 / 3 * 3 == 1
    assert r


def true_division_018_f():
    r = 1 / 3 * 3 == 1
    assert not r


@deal.post(lambda r: r == 1.0)
def true_division_019_h():
    return 2 / 3 + 1 / 3


@deal.post(lambda r: r == 2.0)
def true_division_019_f():
    return 2 / 3 + 1 / 3


def true_division_020_h():
    r = 1.0 / 3.0
    assert r == 0.3333333333333333


def true_division_020_f():
    r = 1.0 / 3.0
    assert r != 0.3333333333333333


@deal.post(lambda r: r == math.inf)
def true_division_021_h():
    return 1e308 / 1e-308


@deal.post(lambda r: r == -math.inf)
def true_division_021_f():
    return 1e308 / 1e-308


def true_division_022_h():
    r = 5e-324 / 2.0
    assert r == 0.0 and str(r) == '0.0'


def true_division_022_f():
    r = 5e-324 / 2.0
    assert r == 0.0 and str(r) == '-0.0'


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def true_division_023_h():
    return 5e-324 / 3.0


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def true_division_023_f():
    return 5e-324 / 3.0


def true_division_024_h():
    r = 1 / math.inf
    assert r == 0.0 and str(r) == '0.0'


def true_division_024_f():
    r = 1 / math.inf
    assert r == 0.0 and str(r) == '-0.0'


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def true_division_025_h():
    return -1 / math.inf


@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def true_division_025_f():
    return -1 / math.inf


def true_division_026_h():
    r = math.inf / math.inf
    assert r != r


def true_division_026_f():
    r = math.inf / math.inf
    assert r == r


@deal.post(lambda r: r == math.inf)
def true_division_027_h():
    return math.inf / 0.5


@deal.post(lambda r: r == -math.inf)
def true_division_027_f():
    return math.inf / 0.5


def true_division_028_h():
    r = math.nan / 1.0
    assert r != r


def true_division_028_f():
    r = math.nan / 1.0
    assert r == r
