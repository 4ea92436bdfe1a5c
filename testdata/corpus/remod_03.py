"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import re


@deal.post(lambda r: r)
def re_045_h():
    return re.fullmatch('(a|b)*c', 'ababc') is not None


@deal.post(lambda r: not r)
def re_045_f():
    return re.fullmatch('(a|b)*c', 'ababc') is not None


def re_046_h():
    r = re.fullmatch('\\bfoo\\b', 'foo') is not None
    assert r


def re_046_f():
    r = re.fullmatch('\\bfoo\\b', 'foo') is not None
    assert not r


@deal.post(lambda r: r)
def re_047_h():
    return re.fullmatch('a{,2}', 'aa') is not None


@deal.post(lambda r: not r)
def re_047_f():
    return re.fullmatch('a{,2}', 'aa') is not None


def re_048_h():
    r = re.fullmatch('a{2', 'a{2') is not None
    assert r


def re_048_f():
    r = re.fullmatch('a{2', 'a{2') is not None
    assert not r


@deal.post(lambda r: r)
def re_049_h():
    return re.fullmatch('[]a]', ']') is not None


@deal.post(lambda r: not r)
def re_049_f():
    return re.fullmatch('[]a]', ']') is not None


def re_050_h():
    r = re.fullmatch('[^]a]', 'b') is not None
    assert r


def re_050_f():
    r = re.fullmatch('[^]a]', 'b') is not None
    assert not r


@deal.post(lambda r: r)
def re_051_h():
    return re.fullmatch('\\Z', '') is not None


@deal.post(lambda r: not r)
def re_051_f():
    return re.fullmatch('\\Z', '') is not None


@deal.raises(re.error)
def re_052_h():
    return re.fullmatch('[\\d-z]', '-') is not None


def re_052_f():
    return re.fullmatch('[\\d-z]', '-') is not None


@deal.post(lambda r: r)
def re_053_h():
    return re.fullmatch('\\x41', 'A') is not None


@deal.post(lambda r: not r)
def re_053_f():
    return re.fullmatch('\\x41', 'A') is not None


def re_054_h():
    r = re.fullmatch('\\u00e9', 'é') is not None
    assert r


def re_054_f():
    r = re.fullmatch('\\u00e9', 'é') is not None
    assert not r


@deal.post(lambda r: r)
def re_055_h():
    return re.fullmatch('(?:ab)+', 'abab') is not None


@deal.post(lambda r: not r)
def re_055_f():
    return re.fullmatch('(?:ab)+', 'abab') is not None


def re_056_h():
    r = re.fullmatch('a++', 'aa') is not None
    assert r


def re_056_f():
    r = re.fullmatch('a++', 'aa') is not None
    assert not r


@deal.post(lambda r: not r)
def re_057_h():
    return re.fullmatch('(?>a+)a', 'aaa') is not None


@deal.post(lambda r: r)
def re_057_f():
    return re.fullmatch('(?>a+)a', 'aaa') is not None


def re_058_h():
    r = re.fullmatch('a++a', 'aaa') is not None
    assert not r


def re_058_f():
    r = re.fullmatch('a++a', 'aaa') is not None
    assert r


@deal.post(lambda r: r)
def re_059_h():
    return re.fullmatch('\\d', '٣') is not None


@deal.post(lambda r: not r)
def re_059_f():
    return re.fullmatch('\\d', '٣') is not None
