"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda n: n == 1)
def true_division_p000_h(n: int):
    r = n / 3
    assert r == 0.3333333333333333


@deal.pre(lambda n: n == 1)
def true_division_p000_f(n: int):
    r = n / 3
    assert r == 0.33333333333333337


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r == 3.5)
def true_division_p001_h(n: int):
    return n / 2


@deal.pre(lambda n: n == 7)
@deal.post(lambda r: r == 4.5)
def true_division_p001_f(n: int):
    return n / 2


@deal.pre(lambda n: n == 7)
def true_division_p002_h(n: int):
    r = -n / 2
    assert r == -3.5


@deal.pre(lambda n: n == 7)
def true_division_p002_f(n: int):
    r = -n / 2
    assert r != -3.5


@deal.pre(lambda n: n == 1)
@deal.raises(ZeroDivisionError)
def true_division_p003_h(n: int):
    return n / 0


@deal.pre(lambda n: n == 1)
@deal.raises(ValueError)
def true_division_p003_f(n: int):
    return n / 0


@deal.pre(lambda x: x == 1.0)
@deal.raises(ZeroDivisionError)
def true_division_p004_h(x: float):
    return x / 0.0


@deal.pre(lambda x: x == 1.0)
def true_division_p004_f(x: float):
    return x / 0.0


@deal.pre(lambda x: x == 1.0)
@deal.raises(ZeroDivisionError)
def true_division_p006_h(x: float):
    return -x / 0


@deal.pre(lambda x: x == 1.0)
def true_division_p006_f(x: float):
    return -x / 0


@deal.pre(lambda n: n == 5)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def true_division_p007_h(n: int):
    return 0 / n


@deal.pre(lambda n: n == 5)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def true_division_p007_f(n: int):
    return 0 / n


@deal.pre(lambda n: n == 5)
def true_division_p008_h(n: int):
    r = 0 / -n
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda n: n == 5)
def true_division_p008_f(n: int):
    r = 0 / -n
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda n: n == 5)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def true_division_p009_h(n: int):
    return -0.0 / n


@deal.pre(lambda n: n == 5)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def true_division_p009_f(n: int):
    return -0.0 / n


@deal.pre(lambda n: n == 10)
def true_division_p010_h(n: int):
    r = n ** 400 / 10 ** 399
    assert r == 10.0


@deal.pre(lambda n: n == 10)
def true_division_p010_f(n: int):
    r = n ** 400 / 10 ** 399
    assert r == 10.000000000000002


@deal.pre(lambda n: n == 2)
@deal.raises(OverflowError)
def true_division_p011_h(n: int):
    return n ** 1100 / 1


@deal.pre(lambda n: n == 2)
@deal.raises(ValueError)
def true_division_p011_f(n: int):
    return n ** 1100 / 1


@deal.pre(lambda n: n == 2)
def true_division_p012_h(n: int):
    r = n ** 1100 / 2 ** 1050
    assert r == 1125899906842624.0


@deal.pre(lambda n: n == 2)
def true_division_p012_f(n: int):
    r = n ** 1100 / 2 ** 1050
    assert r == 1125899906842624.2


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == 1.0)
def true_division_p013_h(n: int):
    return n / 10 ** 400


@deal.pre(lambda n: n == 1)
@deal.post(lambda r: r == 0.0 and math.copysign(1.0, r) == -1.0)
def true_division_p013_f(n: int):
    return n / 10 ** 400


@deal.pre(lambda n: n == 1)
def true_division_p014_h(n: int):
    r = -n / 10 ** 400
    assert r == 0.0 and str(r) == '-0.0'


@deal.pre(lambda n: n == 1)
def true_division_p014_f(n: int):
    r = -n / 10 ** 400
    assert r == 0.0 and str(r) == '0.0'


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 9007199254740992.0)
def true_division_p015_h(n: int):
    return (n ** 53 + 1) / 1


@deal.pre(lambda n: n == 2)
@deal.post(lambda r: r == 9007199254740991.0)
def true_division_p015_f(n: int):
    return (n ** 53 + 1) / 1
