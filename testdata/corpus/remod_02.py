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
