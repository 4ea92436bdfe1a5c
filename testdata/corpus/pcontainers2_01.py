"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import typing
from typing import Dict, FrozenSet, List, Optional, Set, Tuple


@deal.pre(lambda xs: len(xs) > 0)
def param_list_x046_h(xs: list[int]):
    assert max(xs) >= min(xs)


@deal.pre(lambda xs: len(xs) > 0)
def param_list_x047_f(xs: list[int]):
    assert max(xs) > min(xs)


def param_list_x048_h(xs: list[str]):
    assert ''.join(xs).count('') == len(''.join(xs)) + 1


def param_list_x049_f(xs: list[str]):
    assert len(''.join(xs)) == len(xs)


def param_list_x050_h(xs: list[str]):
    assert '' in xs + ['']


def param_list_x051_f(xs: list[str]):
    assert '' in xs


def param_list_x052_h(xs: list[str]):
    assert sorted(xs) <= xs or sorted(xs) > xs


def param_list_x053_f(xs: list[str]):
    assert sorted(xs) == xs


def param_list_x054_h(xs: list[float]):
    assert all(x in xs for x in xs)


def param_list_x055_f(xs: list[float]):
    assert all(x == x for x in xs)


def param_list_x056_h(xs: list[float]):
    assert xs == list(xs)


def param_list_x057_f(xs: list[float]):
    assert xs == [x + 0.0 for x in xs]


def param_tuple_x006_h(t: tuple[int, ...]):
    assert t + () == t


def param_tuple_x007_f(t: tuple[int, ...]):
    assert t + t == t


def param_tuple_x008_h(t: tuple[int, ...]):
    assert len(t * 3) == 3 * len(t)


def param_tuple_x009_f(t: tuple[int, ...]):
    assert len(t * 3) > len(t)


def param_tuple_x010_h(t: tuple[int, ...]):
    assert t[:1] + t[1:] == t


def param_tuple_x011_f(t: tuple[int, ...]):
    assert t[1:] + t[:1] == t


def param_tuple_x012_h(t: tuple[int, ...]):
    assert tuple(sorted(t)) <= t


def param_tuple_x013_f(t: tuple[int, ...]):
    assert tuple(sorted(t)) == t


def param_tuple_x014_h(t: tuple[int, ...]):
    assert t.count(0) <= len(t)


def param_tuple_x015_f(t: tuple[int, ...]):
    assert t.count(0) == 0


def param_tuple_x016_h(t: tuple[int, ...]):
    assert t < t + (0,)


def param_tuple_x017_f(t: tuple[int, ...]):
    assert t < t


def param_tuple_x018_h(t: tuple[int, str]):
    assert t[0] == t[0] and t[1] == t[1]


def param_tuple_x019_f(t: tuple[int, str]):
    assert t[1] != ''


def param_tuple_x020_h(t: tuple[int, str]):
    assert len(t) == 2


def param_tuple_x021_f(t: tuple[int, str]):
    assert t < (0, '')


def param_set_x008_h(s: set[int]):
    assert s & s == s


def param_set_x009_f(s: set[int]):
    assert s & {0} == s
