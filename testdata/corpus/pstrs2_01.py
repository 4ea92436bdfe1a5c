"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def str_methods_x054_h(s: str):
    assert s.count('aa') * 2 <= len(s)


def str_methods_x055_f(s: str):
    assert s.count('aa') == len(s) // 2


def str_methods_x056_h(s: str):
    assert s.center(7).strip() == s.strip()


def str_methods_x057_f(s: str):
    assert len(s.center(7)) == 7


def str_ordering_x024_h(s: str, t: str):
    if s < t and not t.startswith(s):
        assert s + 'z' < t + 'a'


def str_ordering_x025_f(s: str, t: str):
    if s < t and not t.startswith(s):
        assert s + 'z' > t


def str_ordering_x026_h(s: str, t: str):
    if s < t:
        assert s[:1] <= t[:1]


def str_ordering_x027_f(s: str, t: str):
    if s < t:
        assert s + 'z' < t + 'a'


def str_ordering_x028_h(s: str, t: str):
    if s < t:
        assert s != t


def str_ordering_x029_f(s: str, t: str):
    if s < t:
        assert len(s) <= len(t)


def str_ordering_x030_h(s: str, t: str):
    if True:
        assert max(s, t) + min(s, t) in (s + t, t + s)


def str_ordering_x031_f(s: str, t: str):
    if True:
        assert max(s, t) + min(s, t) == s + t


def str_ordering_x032_h(s: str, t: str):
    if s.isascii() and t.isascii():
        assert (s.lower() < t.lower()) or (s.lower() >= t.lower())


def str_ordering_x033_f(s: str, t: str):
    if s.isascii() and t.isascii():
        assert (s < t) == (s.lower() < t.lower())
