"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import re


def re_x000_h(s: str):
    if re.fullmatch('[a-z]+', s):
        assert s.isalpha() and s.islower()


def re_x001_f(s: str):
    if re.fullmatch('[a-z]+', s):
        assert len(s) < 5


def re_x002_h(s: str):
    if re.fullmatch('\\d+', s):
        assert s.isdigit()


def re_x003_f(s: str):
    if re.fullmatch('\\d+', s):
        assert s.isascii()


def re_x004_h(s: str):
    if re.fullmatch('\\d+', s):
        assert len(s) > 4300 or int(s) >= 0


def re_x005_f(s: str):
    if re.fullmatch('\\d+', s):
        assert int(s) >= 0


def re_x006_h(s: str):
    if re.fullmatch('\\w+', s):
        assert len(s) > 0


def re_x007_f(s: str):
    if re.fullmatch('\\w+', s):
        assert s.isalnum()


def re_x008_h(s: str):
    if re.fullmatch('[^@]+@[^@]+', s):
        assert s.count('@') == 1


def re_x009_f(s: str):
    if re.fullmatch('[^@]+@[^@]+', s):
        assert s.index('@') > 1


def re_x010_h(s: str):
    if re.fullmatch('a.b', s):
        assert len(s) == 3 and '\n' not in s


def re_x011_f(s: str):
    if re.fullmatch('a.b', s):
        assert s[1] != '\r'


def re_x012_h(s: str):
    if re.match('ab', s):
        assert s.startswith('ab')


def re_x013_f(s: str):
    if re.match('ab', s):
        assert s == 'ab'


def re_x014_h(s: str):
    if re.search('ab$', s):
        assert 'ab' in s


def re_x015_f(s: str):
    if re.search('ab$', s):
        assert s.endswith('ab')


def re_x016_h(s: str):
    if re.fullmatch('ab$', s):
        assert s == 'ab'


def re_x017_f(s: str):
    if re.fullmatch('ab$', s):
        assert s != 'ab'


def re_x018_h(s: str):
    if re.fullmatch('(?i)k', s):
        assert s.lower() == 'k' or s == '\u212a'


def re_x019_f(s: str):
    if re.fullmatch('(?i)k', s):
        assert s in ('k', 'K')


def re_x020_h(s: str):
    if re.fullmatch('\\s+', s):
        assert s.strip() == ''


def re_x021_f(s: str):
    if re.fullmatch('\\s+', s):
        assert s.isascii()


def re_x022_h(s: str):
    if re.fullmatch('\\s', s):
        assert s.isspace()


def re_x023_f(s: str):
    if re.fullmatch('\\s', s):
        assert s in ' \t\n\r\f\v'


def re_x024_h(s: str):
    if re.fullmatch('x*', s):
        assert set(s) <= {'x'}


def re_x025_f(s: str):
    if re.fullmatch('x*', s):
        assert len(s) > 0


def re_x026_h(s: str):
    if re.fullmatch('[0-9]{3}', s):
        assert int(s) < 1000


def re_x027_f(s: str):
    if re.fullmatch('[0-9]{3}', s):
        assert int(s) >= 100


def re_x028_h(s: str):
    if re.fullmatch('(ab)+', s):
        assert len(s) % 2 == 0


def re_x029_f(s: str):
    if re.fullmatch('(ab)+', s):
        assert len(s) % 4 == 0
