"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import re


def re_x030_h(s: str):
    if re.fullmatch('a|ab', s):
        assert s in ('a', 'ab')


def re_x031_f(s: str):
    if re.fullmatch('a|ab', s):
        assert s == 'a'


def re_x032_h(s: str):
    assert (re.fullmatch('a|b', s) is None) == (s not in ('a', 'b'))


def re_x033_f(s: str):
    assert re.fullmatch('a|b', s) is None


def re_x034_h(s: str):
    assert (re.fullmatch('a?', s) is not None) == (s in ('', 'a'))


def re_x035_f(s: str):
    assert re.fullmatch('a?', s) is not None


def re_x036_h(s: str):
    assert re.match('', s) is not None


def re_x037_f(s: str):
    assert re.fullmatch('', s) is not None


def re_x038_h(s: str):
    assert re.search('a', s) is None or 'a' in s


def re_x039_f(s: str):
    assert re.search('a', s) is None


def re_x040_h(s: str):
    assert (re.search('a', s) is not None) == ('a' in s)


def re_x041_f(s: str):
    assert (re.match('a', s) is not None) == ('a' in s)
