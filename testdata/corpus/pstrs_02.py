"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def str_methods_150_h(s: str):
    assert ','.join(s.split(',')) == s


def str_methods_151_f(s: str):
    assert len(s.split(',')) == s.count(',')


def str_methods_152_h(s: str):
    assert s.find('x') < len(s) or s == '' 


def str_methods_153_f(s: str):
    assert s.find('x') >= 0


def str_methods_154_h(s: str):
    assert s.count('') == len(s) + 1


def str_methods_155_f(s: str):
    assert s.count('') == len(s)


def str_methods_156_h(s: str):
    assert not s.isdigit() or s.isnumeric()


def str_methods_157_f(s: str):
    assert not s.isdigit() or int(s) >= 0


def str_methods_158_h(s: str):
    assert (s + 'a').endswith('a')


def str_methods_159_f(s: str):
    assert s.endswith('a') or s.endswith('b')


def str_methods_160_h(s: str):
    assert s.lower() == s.lower().lower()


def str_methods_161_f(s: str):
    assert s.lower() == s or s.upper() == s


def str_methods_162_h(s: str):
    assert s.partition('=')[0] + s.partition('=')[1] + s.partition('=')[2] == s


def str_methods_163_f(s: str):
    assert '=' in s.partition('=')[1]


def str_methods_164_h(s: str):
    assert len(s * 2) == 2 * len(s)


def str_methods_165_f(s: str):
    assert s * 2 != s
