"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.ensure(lambda xs, result: result == len(xs) + 1)
def param_list_000_h(xs: list[int]) -> int:
    return len(xs + [0])


def param_list_001_f(xs: list[int]):
    assert len(xs) > 0


def param_list_002_h(xs: list[int]):
    ys = list(xs)
    ys.append(1)
    assert 1 in ys


def param_list_003_f(xs: list[int]):
    ys = xs
    ys.append(1)
    assert len(xs) == len(ys) - 1


@deal.pre(lambda xs: len(xs) > 0)
def param_list_004_h(xs: list[int]):
    assert min(xs) <= max(xs)


def param_list_005_f(xs: list[int]):
    assert min(xs) <= max(xs)


def param_list_006_h(xs: list[int]):
    assert sorted(xs) == sorted(sorted(xs))


def param_list_007_f(xs: list[int]):
    assert sorted(xs) == xs


def param_list_008_h(xs: list[str]):
    assert xs[::-1][::-1] == xs


def param_list_009_f(xs: list[str]):
    assert xs[::-1] == xs


def param_list_010_h(xs: list[float]):
    assert len(xs * 2) == 2 * len(xs)


def param_list_011_f(xs: list[float]):
    assert xs == list(xs) and all(x == x for x in xs)


@deal.pre(lambda xs, i: 0 <= i < len(xs))
def param_list_012_h(xs: list[int], i: int):
    assert xs[i] in xs


@deal.pre(lambda xs, i: i <= len(xs))
def param_list_013_f(xs: list[int], i: int):
    assert xs[i] in xs


def param_list_014_h(xs: list[int]):
    assert sum(xs) == sum(reversed(xs))


def param_list_015_f(xs: list[int]):
    assert sum(xs) >= max(xs, default=0)


def param_tuple_000_h(t: tuple[int, ...]):
    assert len(t + t) == 2 * len(t)


def param_tuple_001_f(t: tuple[int, ...]):
    assert t < t + (0,) and len(t) > 0


def param_tuple_002_h(t: tuple[int, int]):
    a, b = t
    assert a + b == sum(t)


def param_tuple_003_f(t: tuple[int, int]):
    a, b = t
    assert a <= b


def param_tuple_004_h(t: tuple[str, int]):
    assert t[0] == t[0] and isinstance(t[1], int)


def param_tuple_005_f(t: tuple[str, int]):
    assert len(t[0]) < t[1] + 10


def param_set_000_h(s: set[int]):
    assert s | s == s and s - s == set()


def param_set_001_f(s: set[int]):
    assert s < s | {0}


def param_set_002_h(s: set[int], t: set[int]):
    assert (s & t) <= s and s <= (s | t)


def param_set_003_f(s: set[int], t: set[int]):
    assert s.isdisjoint(t) or len(s ^ t) < len(s | t) - 1


def param_set_004_h(s: frozenset[str]):
    assert len(s | {'x'}) >= len(s)


def param_set_005_f(s: frozenset[str]):
    assert 'x' not in s


def param_set_006_h(s: set[str]):
    t = set(s)
    t.add('zz')
    assert 'zz' not in s or 'zz' in t


def param_set_007_f(s: set[str]):
    t = s
    t.add('zz')
    assert len(t) == len(s) + 1
