"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import re


def re_060_h():
    r = re.fullmatch('[0-9]', '٣') is not None
    assert not r


def re_060_f():
    r = re.fullmatch('[0-9]', '٣') is not None
    assert r


@deal.post(lambda r: not r)
def re_061_h():
    return re.fullmatch('é', 'é') is not None


@deal.post(lambda r: r)
def re_061_f():
    return re.fullmatch('é', 'é') is not None


def re_062_h():
    r = re.fullmatch('', '') is not None
    assert r


def re_062_f():
    r = re.fullmatch('', '') is not None
    assert not r


@deal.post(lambda r: not r)
def re_063_h():
    return re.fullmatch('a.c', 'a\nc') is not None


@deal.post(lambda r: r)
def re_063_f():
    return re.fullmatch('a.c', 'a\nc') is not None


def re_064_h():
    r = re.fullmatch('(?s)a.c', 'a\nc') is not None
    assert r


def re_064_f():
    r = re.fullmatch('(?s)a.c', 'a\nc') is not None
    assert not r


@deal.post(lambda r: r)
def re_065_h():
    return re.fullmatch('(?i)a', 'A') is not None


@deal.post(lambda r: not r)
def re_065_f():
    return re.fullmatch('(?i)a', 'A') is not None


def re_066_h():
    r = re.fullmatch('[A-z]', '_') is not None
    assert r


def re_066_f():
    r = re.fullmatch('[A-z]', '_') is not None
    assert not r


@deal.post(lambda r: not r)
def re_067_h():
    return re.fullmatch('\\W', '_') is not None


@deal.post(lambda r: r)
def re_067_f():
    return re.fullmatch('\\W', '_') is not None


def re_068_h():
    r = re.fullmatch('[\\w.-]+@[\\w-]+\\.[a-z]{2,}', 'bob@ex-ample.com') is not None
    assert r


def re_068_f():
    r = re.fullmatch('[\\w.-]+@[\\w-]+\\.[a-z]{2,}', 'bob@ex-ample.com') is not None
    assert not r


@deal.post(lambda r: not r)
def re_069_h():
    return re.fullmatch('[\\w.-]+@[\\w-]+\\.[a-z]{2,}', 'bob@example.c') is not None


@deal.post(lambda r: r)
def re_069_f():
    return re.fullmatch('[\\w.-]+@[\\w-]+\\.[a-z]{2,}', 'bob@example.c') is not None


def re_070_h():
    r = re.fullmatch('\\d{3}-\\d{4}', '555-1234') is not None
    assert r


def re_070_f():
    r = re.fullmatch('\\d{3}-\\d{4}', '555-1234') is not None
    assert not r


@deal.post(lambda r: r)
def re_071_h():
    return re.fullmatch('\\d{3}-\\d{4}', '５５５-1234') is not None


@deal.post(lambda r: not r)
def re_071_f():
    return re.fullmatch('\\d{3}-\\d{4}', '５５５-1234') is not None


def re_072_h():
    r = re.fullmatch('(a)(?(1)b|c)', 'ab') is not None
    assert r


def re_072_f():
    r = re.fullmatch('(a)(?(1)b|c)', 'ab') is not None
    assert not r


@deal.post(lambda r: r)
def re_073_h():
    return re.fullmatch('a|', '') is not None


@deal.post(lambda r: not r)
def re_073_f():
    return re.fullmatch('a|', '') is not None


@deal.raises(re.error)
def re_074_h():
    return re.fullmatch('x{1,0}', 'x') is not None


def re_074_f():
    return re.fullmatch('x{1,0}', 'x') is not None
