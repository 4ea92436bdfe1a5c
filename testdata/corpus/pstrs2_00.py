"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def str_methods_x024_h(s: str):
    if s.isupper():
        assert s.lower() != s or True


def str_methods_x025_f(s: str):
    if s.isupper():
        assert s.lower() != s


def str_methods_x026_h(s: str):
    if s.islower():
        assert s.upper() == s.upper()


def str_methods_x027_f(s: str):
    if s.islower():
        assert s.upper() != s


def str_methods_x028_h(s: str):
    if s.isdecimal():
        assert s.isdigit()


def str_methods_x029_f(s: str):
    if s.isdecimal():
        assert s.isascii()


def str_methods_x030_h(s: str):
    if s.isdigit():
        assert s.isnumeric()


def str_methods_x031_f(s: str):
    if s.isdigit():
        assert s.isdecimal()


def str_methods_x032_h(s: str):
    if s.isascii():
        assert len(s.upper()) == len(s)


def str_methods_x033_f(s: str):
    if s.isascii():
        assert s.upper() != s


def str_methods_x034_h(s: str):
    if s.isascii() and s.isalpha():
        assert s.lower().islower()


def str_methods_x035_f(s: str):
    if s.isascii() and s.isalpha():
        assert s.upper().islower()


def str_methods_x036_h(s: str):
    if s.isalpha():
        assert len(s) > 0


def str_methods_x037_f(s: str):
    if s.isalpha():
        assert s.upper().isupper()


def str_methods_x038_h(s: str):
    if s:
        assert s.title() == s.title()


def str_methods_x039_f(s: str):
    if s:
        assert s.title().istitle()


def str_methods_x040_h(s: str):
    assert s.strip() == s.strip().strip()


def str_methods_x041_f(s: str):
    assert ' '.join(s.split()) == s


def str_methods_x042_h(s: str):
    assert s.split() == s.strip().split()


def str_methods_x043_f(s: str):
    assert s.split(' ') == s.split()


def str_methods_x044_h(s: str):
    assert s.lstrip().rstrip() == s.strip()


def str_methods_x045_f(s: str):
    assert s.lstrip() == s.strip()


def str_methods_x046_h(s: str):
    assert s.startswith(s) and s.endswith('')


def str_methods_x047_f(s: str):
    assert s.startswith(s + ' ')


def str_methods_x048_h(s: str):
    assert s.find(s) == 0 and s.rfind('') == len(s)


def str_methods_x049_f(s: str):
    assert s.find('') == len(s)


def str_methods_x050_h(s: str):
    assert len(s.zfill(5)) == max(5, len(s))


def str_methods_x051_f(s: str):
    assert s.zfill(5).endswith(s)


def str_methods_x052_h(s: str):
    assert s.replace('a', 'b').count('a') == 0


def str_methods_x053_f(s: str):
    assert s.replace('ab', 'b').count('ab') == 0
