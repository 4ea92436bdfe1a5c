"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import re


@deal.post(lambda r: r)
def re_075_h():
    return re.fullmatch('\\\\', '\\') is not None


@deal.post(lambda r: not r)
def re_075_f():
    return re.fullmatch('\\\\', '\\') is not None


def re_076_h():
    r = re.fullmatch('a{3}?', 'aaa') is not None
    assert r


def re_076_f():
    r = re.fullmatch('a{3}?', 'aaa') is not None
    assert not r


@deal.post(lambda r: r)
def re_077_h():
    return re.match('a$', 'a\n') is not None


@deal.post(lambda r: not r)
def re_077_f():
    return re.match('a$', 'a\n') is not None


def re_078_h():
    r = re.search('a\\Z', 'a\n') is not None
    assert not r


def re_078_f():
    r = re.search('a\\Z', 'a\n') is not None
    assert r


@deal.post(lambda r: not r)
def re_079_h():
    return re.search('^b', 'a\nb') is not None


@deal.post(lambda r: r)
def re_079_f():
    return re.search('^b', 'a\nb') is not None


def re_080_h():
    r = re.search('^b', 'a\nb', re.M) is not None
    assert r


def re_080_f():
    r = re.search('^b', 'a\nb', re.M) is not None
    assert not r


@deal.post(lambda r: r)
def re_081_h():
    return re.fullmatch('a', 'A', re.I) is not None


@deal.post(lambda r: not r)
def re_081_f():
    return re.fullmatch('a', 'A', re.I) is not None


def re_082_h():
    r = re.compile('[0-9]+').search('ab12') is not None
    assert r


def re_082_f():
    r = re.compile('[0-9]+').search('ab12') is not None
    assert not r


@deal.post(lambda r: r)
def re_083_h():
    return re.match('(ab)+', 'ababx').group() == 'abab'


@deal.post(lambda r: not r)
def re_083_f():
    return re.match('(ab)+', 'ababx').group() == 'abab'
