"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def str_ordering_x000_h(s: str, t: str):
    assert s < s + 'a'


def str_ordering_x001_f(s: str, t: str):
    assert s < t


def str_ordering_x002_h(s: str, t: str):
    assert s + 'a' > s + 'B'


def str_ordering_x003_f(s: str, t: str):
    assert s + 'a' < s + 'B'


def str_ordering_x004_h(s: str, t: str):
    assert s <= t or t <= s


def str_ordering_x005_f(s: str, t: str):
    assert s <= t and t <= s


def str_ordering_x006_h(s: str, t: str):
    assert (s < t) == (t > s)


def str_ordering_x007_f(s: str, t: str):
    assert (s < t) == (s <= t)


def str_ordering_x008_h(s: str, t: str):
    assert min(s, t) <= max(s, t)


def str_ordering_x009_f(s: str, t: str):
    assert min(s, t) < max(s, t)


def str_ordering_x010_h(s: str, t: str):
    assert '' <= s


def str_ordering_x011_f(s: str, t: str):
    assert '' < s


def str_ordering_x012_h(s: str, t: str):
    assert s[:1] <= s


def str_ordering_x013_f(s: str, t: str):
    assert s[1:] <= s


def str_ordering_x014_h(s: str, t: str):
    assert s + t >= s


def str_ordering_x015_f(s: str, t: str):
    assert s + t > s


def str_ordering_x016_h(s: str, t: str):
    assert (s < t) or (s == t) or (s > t)


def str_ordering_x017_f(s: str, t: str):
    assert s.upper() <= s


def str_ordering_x018_h(s: str, t: str):
    assert not (s < t and t < s)


def str_ordering_x019_f(s: str, t: str):
    assert s < 'é' or s > 'é'


def str_ordering_x020_h(s: str, t: str):
    assert sorted([s, t])[0] <= sorted([s, t])[1]


def str_ordering_x021_f(s: str, t: str):
    assert sorted([s, t])[0] == s


def str_ordering_x022_h(s: str, t: str):
    assert s + '😀' > s + '￿'


def str_ordering_x023_f(s: str, t: str):
    assert s + '😀' < s + '￿'


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_x000_h(n: int):
    assert int('%d' % n) == n


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_x001_f(n: int):
    assert '%d' % n != '0'


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_x002_h(n: int):
    assert len('%05d' % n) >= 5


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_x003_f(n: int):
    assert len('%05d' % n) == 5


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_x004_h(n: int):
    assert ('%d' % n).startswith('-') == (n < 0)


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_x005_f(n: int):
    assert '-' not in '%d' % n
