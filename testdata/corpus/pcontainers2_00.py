"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import typing
from typing import Dict, FrozenSet, List, Optional, Set, Tuple


def param_list_x016_h(xs: list[int]):
    assert xs == xs[:]


def param_list_x017_f(xs: list[int]):
    assert xs == xs[::-1]


def param_list_x018_h(xs: list[int]):
    assert len(xs[1:]) == max(len(xs) - 1, 0)


def param_list_x019_f(xs: list[int]):
    assert len(xs[1:]) == len(xs) - 1


def param_list_x020_h(xs: list[int]):
    assert all(x in xs for x in xs)


def param_list_x021_f(xs: list[int]):
    assert any(x in xs for x in xs)


def param_list_x022_h(xs: list[int]):
    assert xs.count(0) <= len(xs)


def param_list_x023_f(xs: list[int]):
    assert xs.count(0) < len(xs)


def param_list_x024_h(xs: list[int]):
    assert list(reversed(xs)) == xs[::-1]


def param_list_x025_f(xs: list[int]):
    assert list(reversed(xs)) == xs


def param_list_x026_h(xs: list[int]):
    assert (xs * 2)[:len(xs)] == xs


def param_list_x027_f(xs: list[int]):
    assert (xs * 2)[len(xs):] != xs


def param_list_x028_h(xs: list[int]):
    assert 0 in xs + [0]


def param_list_x029_f(xs: list[int]):
    assert 0 in xs


def param_list_x030_h(xs: list[int]):
    assert len(set(xs)) <= len(xs)


def param_list_x031_f(xs: list[int]):
    assert len(set(xs)) == len(xs)


def param_list_x032_h(xs: list[int]):
    assert xs + [] == xs


def param_list_x033_f(xs: list[int]):
    assert xs + xs == xs


def param_list_x034_h(xs: list[int]):
    assert sorted(xs, reverse=True) == sorted(xs)[::-1]


def param_list_x035_f(xs: list[int]):
    assert sorted(xs, reverse=True) == xs[::-1]


def param_list_x036_h(xs: list[int]):
    assert xs < xs + [0]


def param_list_x037_f(xs: list[int]):
    assert xs < xs + [] 


def param_list_x038_h(xs: list[int]):
    assert (xs <= xs + [1]) and not (xs + [1] <= xs)


def param_list_x039_f(xs: list[int]):
    assert xs + [1] <= xs + [0]


@deal.pre(lambda xs: len(xs) > 0)
def param_list_x040_h(xs: list[int]):
    assert xs[0] == xs[-len(xs)]


@deal.pre(lambda xs: len(xs) > 0)
def param_list_x041_f(xs: list[int]):
    assert xs[0] == xs[-1]


@deal.pre(lambda xs: len(xs) > 0)
def param_list_x042_h(xs: list[int]):
    assert min(xs) in xs


@deal.pre(lambda xs: len(xs) > 0)
def param_list_x043_f(xs: list[int]):
    assert min(xs) == xs[0]


@deal.pre(lambda xs: len(xs) > 0)
def param_list_x044_h(xs: list[int]):
    assert xs.index(xs[0]) == 0


@deal.pre(lambda xs: len(xs) > 0)
def param_list_x045_f(xs: list[int]):
    assert xs.index(xs[-1]) == len(xs) - 1
