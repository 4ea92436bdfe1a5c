"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.ensure(lambda xs, result: result == len(xs) + 1)
def param_list_x000_h(xs: list[int]) -> int:
    return len(xs + [0])


def param_list_x001_f(xs: list[int]):
    assert len(xs) > 0


def param_list_x002_h(xs: list[int]):
    ys = list(xs)
    ys.append(1)
    assert 1 in ys


def param_list_x003_f(xs: list[int]):
    ys = xs
    ys.append(1)
    assert len(xs) == len(ys) - 1


@deal.pre(lambda xs: len(xs) > 0)
def param_list_x004_h(xs: list[int]):
    assert min(xs) <= max(xs)


def param_list_x005_f(xs: list[int]):
    assert min(xs) <= max(xs)


def param_list_x006_h(xs: list[int]):
    assert sorted(xs) == sorted(sorted(xs))


def param_list_x007_f(xs: list[int]):
    assert sorted(xs) == xs


def param_list_x008_h(xs: list[str]):
    assert xs[::-1][::-1] == xs


def param_list_x009_f(xs: list[str]):
    assert xs[::-1] == xs


def param_list_x010_h(xs: list[float]):
    assert len(xs * 2) == 2 * len(xs)


def param_list_x011_f(xs: list[float]):
    assert xs == list(xs) and all(x == x for x in xs)


@deal.pre(lambda xs, i: 0 <= i < len(xs))
def param_list_x012_h(xs: list[int], i: int):
    assert xs[i] in xs


@deal.pre(lambda xs, i: i <= len(xs))
def param_list_x013_f(xs: list[int], i: int):
    assert xs[i] in xs


def param_list_x014_h(xs: list[int]):
    assert sum(xs) == sum(reversed(xs))


def param_list_x015_f(xs: list[int]):
    assert sum(xs) >= max(xs, default=0)


def param_tuple_x000_h(t: tuple[int, ...]):
    assert len(t + t) == 2 * len(t)


def param_tuple_x001_f(t: tuple[int, ...]):
    assert t < t + (0,) and len(t) > 0


def param_tuple_x002_h(t: tuple[int, int]):
    a, b = t
    assert a + b == sum(t)


def param_tuple_x003_f(t: tuple[int, int]):
    a, b = t
    assert a <= b


def param_tuple_x004_h(t: tuple[str, int]):
    assert t[0] == t[0] and isinstance(t[1], int)


def param_tuple_x005_f(t: tuple[str, int]):
    assert len(t[0]) < t[1] + 10


def param_set_x000_h(s: set[int]):
    assert s | s == s and s - s == set()


def param_set_x001_f(s: set[int]):
    assert s < s | {0}


def param_set_x002_h(s: set[int], t: set[int]):
    assert (s & t) <= s and s <= (s | t)


def param_set_x003_f(s: set[int], t: set[int]):
    assert s.isdisjoint(t) or len(s ^ t) < len(s | t) - 1


def param_set_x004_h(s: frozenset[str]):
    assert len(s | {'x'}) >= len(s)


def param_set_x005_f(s: frozenset[str]):
    assert 'x' not in s


def param_set_x006_h(s: set[str]):
    t = set(s)
    t.add('zz')
    assert 'zz' not in s or 'zz' in t


def param_set_x007_f(s: set[str]):
    t = s
    t.add('zz')
    assert len(t) == len(s) + 1
