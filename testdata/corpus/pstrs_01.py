"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_x006_h(n: int):
    assert '%s' % n == str(n)


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_x007_f(n: int):
    assert '%s' % n == '%d' % (n + 1)


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_x008_h(n: int):
    assert '%x' % abs(n) == format(abs(n), 'x')


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_x009_f(n: int):
    assert len('%x' % n) <= len('%d' % n) and n < 10 ** 9


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_x010_h(n: int):
    assert '%i' % n == '%d' % n


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_x011_f(n: int):
    assert '%+d' % n != '+0'


def percent_format_x012_h(s: str):
    assert '%s' % s == s


def percent_format_x013_f(s: str):
    assert '%r' % s == s


def percent_format_x014_h(s: str):
    assert '[%s]' % s == '[' + s + ']'


def percent_format_x015_f(s: str):
    assert len('%3s' % s) == 3


def percent_format_x016_h(s: str):
    assert len('%-4s' % s) >= 4


def percent_format_x017_f(s: str):
    assert len('%-4s' % s) == 4


def percent_format_x018_h(s: str):
    assert ('%.2s' % s) == s[:2]


def percent_format_x019_f(s: str):
    assert ('%.2s' % s) == s


@deal.pre(lambda x: 0.0 <= x < 1000.0)
def percent_format_x020_h(x: float):
    assert '%.0f' % x in ('%d' % round(x), '%d' % int(x), '-0')


@deal.pre(lambda x: 0.0 <= x < 1000.0)
def percent_format_x021_f(x: float):
    assert '%.0f' % x == '%d' % int(x + 0.5)


@deal.pre(lambda x: 0.0 <= x < 1000.0)
def percent_format_x022_h(x: float):
    assert '%.0f' % x != '-1'


@deal.pre(lambda x: 0.0 <= x < 1000.0)
def percent_format_x023_f(x: float):
    assert '%.0f' % x in ('%d' % round(x), '%d' % int(x))


@deal.pre(lambda x: 0.0 <= x < 1000.0)
def percent_format_x024_h(x: float):
    assert len('%.2f' % x) >= 4


@deal.pre(lambda x: 0.0 <= x < 1000.0)
def percent_format_x025_f(x: float):
    assert '%.1f' % x == '%.1f' % round(x, 1) and x != 0.05


@deal.pre(lambda x: 0.0 <= x < 1000.0)
def percent_format_x026_h(x: float):
    assert float('%r' % x) == x


@deal.pre(lambda x: 0.0 <= x < 1000.0)
def percent_format_x027_f(x: float):
    assert float('%.2f' % x) == x


def str_methods_x000_h(s: str):
    assert s.strip() in s


def str_methods_x001_f(s: str):
    assert s.strip() == s


def str_methods_x002_h(s: str):
    assert len(s.strip()) <= len(s)


def str_methods_x003_f(s: str):
    assert len(s.lower()) == len(s)


def str_methods_x004_h(s: str):
    assert s.startswith(s[:2])


def str_methods_x005_f(s: str):
    assert s.upper().lower() == s.lower()


def str_methods_x006_h(s: str):
    assert s.replace('a', 'a') == s


def str_methods_x007_f(s: str):
    assert s.casefold() == s.lower()
