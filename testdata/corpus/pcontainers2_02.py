"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import typing
from typing import Dict, FrozenSet, List, Optional, Set, Tuple


def param_set_x010_h(s: set[int]):
    assert len(s | {0}) in (len(s), len(s) + 1)


def param_set_x011_f(s: set[int]):
    assert len(s | {0}) == len(s) + 1


def param_set_x012_h(s: set[int]):
    assert s - {0} <= s


def param_set_x013_f(s: set[int]):
    assert s - {0} < s


def param_set_x014_h(s: set[int]):
    assert (s ^ s) == set()


def param_set_x015_f(s: set[int]):
    assert (s ^ {0}) == s


def param_set_x016_h(s: set[int]):
    assert s.issubset(s | {1})


def param_set_x017_f(s: set[int]):
    assert s.issuperset(s | {1})


def param_set_x018_h(s: set[int]):
    assert 0 not in s - {0}


def param_set_x019_f(s: set[int]):
    assert 0 in s | set()


def param_set_x020_h(s: set[int]):
    assert max(s, default=0) >= min(s, default=0)


def param_set_x021_f(s: set[int]):
    assert max(s, default=0) > min(s, default=0)


def param_set_x022_h(s: set[int]):
    assert len(s) == len(list(s))


def param_set_x023_f(s: set[int]):
    assert len(s) == len(s | {len(s)})


def param_set_x024_h(s: frozenset[str]):
    assert s | frozenset() == s


def param_set_x025_f(s: frozenset[str]):
    assert '' in s


def param_set_x026_h(s: frozenset[str]):
    assert s == set(s)


def param_set_x027_f(s: frozenset[str]):
    assert s != set(s)


def param_dict_x008_h(d: dict[str, int]):
    assert len(d) == len(list(d.items()))


def param_dict_x009_f(d: dict[str, int]):
    assert len(d) == sum(d.values())


def param_dict_x010_h(d: dict[str, int]):
    assert all(d[k] == v for k, v in d.items())


def param_dict_x011_f(d: dict[str, int]):
    assert all(v >= 0 for v in d.values())


def param_dict_x012_h(d: dict[str, int]):
    assert d.get('zz', 0) == (d['zz'] if 'zz' in d else 0)


def param_dict_x013_f(d: dict[str, int]):
    assert d.get('zz') == 0


def param_dict_x014_h(d: dict[str, int]):
    assert dict(d) == d


def param_dict_x015_f(d: dict[str, int]):
    assert dict(d) is d


def param_dict_x016_h(d: dict[str, int]):
    assert {**d} == d


def param_dict_x017_f(d: dict[str, int]):
    assert {**d, 'q': 1} == d


def param_dict_x018_h(d: dict[str, int]):
    assert list(d.keys()) == list(d)


def param_dict_x019_f(d: dict[str, int]):
    assert sorted(d) == list(d)
