"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import re


def re_030_h():
    r = re.search('[A-Z]', 'abc') is not None
    assert not r


def re_030_f():
    r = re.search('[A-Z]', 'abc') is not None
    assert r


@deal.post(lambda r: r)
def re_031_h():
    return re.fullmatch('[A-Za-z0-9._%+-]+', 'a.b%c') is not None


@deal.post(lambda r: not r)
def re_031_f():
    return re.fullmatch('[A-Za-z0-9._%+-]+', 'a.b%c') is not None


def re_032_h():
    r = re.fullmatch('colou?r', 'color') is not None
    assert r


def re_032_f():
    r = re.fullmatch('colou?r', 'color') is not None
    assert not r


@deal.post(lambda r: not r)
def re_033_h():
    return re.fullmatch('colou?r', 'colouur') is not None


@deal.post(lambda r: r)
def re_033_f():
    return re.fullmatch('colou?r', 'colouur') is not None


def re_034_h():
    r = re.fullmatch('a|ab', 'ab') is not None
    assert r


def re_034_f():
    r = re.fullmatch('a|ab', 'ab') is not None
    assert not r


@deal.post(lambda r: not r)
def re_035_h():
    return re.fullmatch('a$', 'a\n') is not None


@deal.post(lambda r: r)
def re_035_f():
    return re.fullmatch('a$', 'a\n') is not None


def re_036_h():
    r = re.fullmatch('\\w', 'ß') is not None
    assert r


def re_036_f():
    r = re.fullmatch('\\w', 'ß') is not None
    assert not r


@deal.post(lambda r: not r)
def re_037_h():
    return re.fullmatch('[a-z]', 'ſ') is not None


@deal.post(lambda r: r)
def re_037_f():
    return re.fullmatch('[a-z]', 'ſ') is not None


def re_038_h():
    r = re.fullmatch('(?i)[a-z]', 'ſ') is not None
    assert r


def re_038_f():
    r = re.fullmatch('(?i)[a-z]', 'ſ') is not None
    assert not r


@deal.post(lambda r: r)
def re_039_h():
    return re.fullmatch('(?i)[a-z]', 'K') is not None


@deal.post(lambda r: not r)
def re_039_f():
    return re.fullmatch('(?i)[a-z]', 'K') is not None


def re_040_h():
    r = re.fullmatch('.', '\r') is not None
    assert r


def re_040_f():
    r = re.fullmatch('.', '\r') is not None
    assert not r


@deal.post(lambda r: r)
def re_041_h():
    return re.fullmatch('\\s', '\x1c') is not None


@deal.post(lambda r: not r)
def re_041_f():
    return re.fullmatch('\\s', '\x1c') is not None


def re_042_h():
    r = re.fullmatch('\\s', '\u2028') is not None
    assert r


def re_042_f():
    r = re.fullmatch('\\s', '\u2028') is not None
    assert not r


@deal.post(lambda r: not r)
def re_043_h():
    return re.fullmatch('\\s', '\u200b') is not None


@deal.post(lambda r: r)
def re_043_f():
    return re.fullmatch('\\s', '\u200b') is not None


def re_044_h():
    r = re.fullmatch('a*?', 'aa') is not None
    assert r


def re_044_f():
    r = re.fullmatch('a*?', 'aa') is not None
    assert not r
