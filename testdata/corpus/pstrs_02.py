"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def str_methods_x008_h(s: str):
    assert ','.join(s.split(',')) == s


def str_methods_x009_f(s: str):
    assert len(s.split(',')) == s.count(',')


def str_methods_x010_h(s: str):
    assert s.find('x') < len(s) or s == '' 


def str_methods_x011_f(s: str):
    assert s.find('x') >= 0


def str_methods_x012_h(s: str):
    assert s.count('') == len(s) + 1


def str_methods_x013_f(s: str):
    assert s.count('') == len(s)


def str_methods_x014_h(s: str):
    assert not s.isdigit() or s.isnumeric()


def str_methods_x015_f(s: str):
    assert not s.isdigit() or int(s) >= 0


def str_methods_x016_h(s: str):
    assert (s + 'a').endswith('a')


def str_methods_x017_f(s: str):
    assert s.endswith('a') or s.endswith('b')


def str_methods_x018_h(s: str):
    assert s.lower() == s.lower().lower()


def str_methods_x019_f(s: str):
    assert s.lower() == s or s.upper() == s


def str_methods_x020_h(s: str):
    assert s.partition('=')[0] + s.partition('=')[1] + s.partition('=')[2] == s


def str_methods_x021_f(s: str):
    assert '=' in s.partition('=')[1]


def str_methods_x022_h(s: str):
    assert len(s * 2) == 2 * len(s)


def str_methods_x023_f(s: str):
    assert s * 2 != s
