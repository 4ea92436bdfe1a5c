"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def str_ordering_056_h(s: str, t: str):
    assert s < s + 'a'


def str_ordering_057_f(s: str, t: str):
    assert s < t


def str_ordering_058_h(s: str, t: str):
    assert s + 'a' > s + 'B'


def str_ordering_059_f(s: str, t: str):
    assert s + 'a' < s + 'B'


def str_ordering_060_h(s: str, t: str):
    assert s <= t or t <= s


def str_ordering_061_f(s: str, t: str):
    assert s <= t and t <= s


def str_ordering_062_h(s: str, t: str):
    assert (s < t) == (t > s)


def str_ordering_063_f(s: str, t: str):
    assert (s < t) == (s <= t)


def str_ordering_064_h(s: str, t: str):
    assert min(s, t) <= max(s, t)


def str_ordering_065_f(s: str, t: str):
    assert min(s, t) < max(s, t)


def str_ordering_066_h(s: str, t: str):
    assert '' <= s


def str_ordering_067_f(s: str, t: str):
    assert '' < s


def str_ordering_068_h(s: str, t: str):
    assert s[:1] <= s


def str_ordering_069_f(s: str, t: str):
    assert s[1:] <= s


def str_ordering_070_h(s: str, t: str):
    assert s + t >= s


def str_ordering_071_f(s: str, t: str):
    assert s + t > s


def str_ordering_072_h(s: str, t: str):
    assert (s < t) or (s == t) or (s > t)


def str_ordering_073_f(s: str, t: str):
    assert s.upper() <= s


def str_ordering_074_h(s: str, t: str):
    assert not (s < t and t < s)


def str_ordering_075_f(s: str, t: str):
    assert s < 'é' or s > 'é'


def str_ordering_076_h(s: str, t: str):
    assert sorted([s, t])[0] <= sorted([s, t])[1]


def str_ordering_077_f(s: str, t: str):
    assert sorted([s, t])[0] == s


def str_ordering_078_h(s: str, t: str):
    assert s + '😀' > s + '￿'


def str_ordering_079_f(s: str, t: str):
    assert s + '😀' < s + '￿'


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_076_h(n: int):
    assert int('%d' % n) == n


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_077_f(n: int):
    assert '%d' % n != '0'


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_078_h(n: int):
    assert len('%05d' % n) >= 5


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_079_f(n: int):
    assert len('%05d' % n) == 5


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_080_h(n: int):
    assert ('%d' % n).startswith('-') == (n < 0)


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_081_f(n: int):
    assert '-' not in '%d' % n
