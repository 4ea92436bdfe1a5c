"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_082_h(n: int):
    assert '%s' % n == str(n)


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_083_f(n: int):
    assert '%s' % n == '%d' % (n + 1)


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_084_h(n: int):
    assert '%x' % abs(n) == format(abs(n), 'x')


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_085_f(n: int):
    assert len('%x' % n) <= len('%d' % n) and n < 10 ** 9


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_086_h(n: int):
    assert '%i' % n == '%d' % n


@deal.pre(lambda n: abs(n) < 10 ** 1000)
def percent_format_087_f(n: int):
    assert '%+d' % n != '+0'


def percent_format_088_h(s: str):
    assert '%s' % s == s


def percent_format_089_f(s: str):
    assert '%r' % s == s


def percent_format_090_h(s: str):
    assert '[%s]' % s == '[' + s + ']'


def percent_format_091_f(s: str):
    assert len('%3s' % s) == 3


def percent_format_092_h(s: str):
    assert len('%-4s' % s) >= 4


def percent_format_093_f(s: str):
    assert len('%-4s' % s) == 4


def percent_format_094_h(s: str):
    assert ('%.2s' % s) == s[:2]


def percent_format_095_f(s: str):
    assert ('%.2s' % s) == s


@deal.pre(lambda x: 0.0 <= x < 1000.0)
def percent_format_096_h(x: float):
    assert '%.0f' % x in ('%d' % round(x), '%d' % int(x), '-0')


@deal.pre(lambda x: 0.0 <= x < 1000.0)
def percent_format_097_f(x: float):
    assert '%.0f' % x == '%d' % int(x + 0.5)


@deal.pre(lambda x: 0.0 <= x < 1000.0)
def percent_format_098_h(x: float):
    assert '%.0f' % x != '-1'


@deal.pre(lambda x: 0.0 <= x < 1000.0)
def percent_format_099_f(x: float):
    assert '%.0f' % x in ('%d' % round(x), '%d' % int(x))


@deal.pre(lambda x: 0.0 <= x < 1000.0)
def percent_format_100_h(x: float):
    assert len('%.2f' % x) >= 4


@deal.pre(lambda x: 0.0 <= x < 1000.0)
def percent_format_101_f(x: float):
    assert '%.1f' % x == '%.1f' % round(x, 1) and x != 0.05


@deal.pre(lambda x: 0.0 <= x < 1000.0)
def percent_format_102_h(x: float):
    assert float('%r' % x) == x


@deal.pre(lambda x: 0.0 <= x < 1000.0)
def percent_format_103_f(x: float):
    assert float('%.2f' % x) == x


def str_methods_142_h(s: str):
    assert s.strip() in s


def str_methods_143_f(s: str):
    assert s.strip() == s


def str_methods_144_h(s: str):
    assert len(s.strip()) <= len(s)


def str_methods_145_f(s: str):
    assert len(s.lower()) == len(s)


def str_methods_146_h(s: str):
    assert s.startswith(s[:2])


def str_methods_147_f(s: str):
    assert s.upper().lower() == s.lower()


def str_methods_148_h(s: str):
    assert s.replace('a', 'a') == s


def str_methods_149_f(s: str):
    assert s.casefold() == s.lower()
