"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import typing
from typing import Dict, FrozenSet, List, Optional, Set, Tuple


def param_dict_x020_h(d: dict[str, int]):
    assert (d == {}) == (len(d) == 0)


def param_dict_x021_f(d: dict[str, int]):
    assert d != {}


def param_dict_x022_h(d: dict[str, int]):
    assert set(d.keys()) == set(d)


def param_dict_x023_f(d: dict[str, int]):
    assert set(d.values()) == set(d)


def param_dict_x024_h(d: dict[str, int]):
    assert d.keys() == d.keys()


def param_dict_x025_f(d: dict[str, int]):
    assert d.values() == d.values()


def param_dict_x026_h(d: dict[str, int]):
    assert ('a' in d) == ('a' in d.keys())


def param_dict_x027_f(d: dict[str, int]):
    assert ('a' in d) == (1 in d.values())


def param_dict_x028_h(d: dict[str, float]):
    assert all(k in d for k in d)


def param_dict_x029_f(d: dict[str, float]):
    assert all(v == v for v in d.values())


def param_dict_x030_h(d: dict[str, float]):
    assert d == dict(d.items())


def param_dict_x031_f(d: dict[str, float]):
    assert d == {k: v + 0.0 for k, v in d.items()}


def param_optional_x008_h(x: Optional[int]):
    assert x is None or x == x


def param_optional_x009_f(x: Optional[int]):
    assert x is None or x > 0


def param_optional_x010_h(x: Optional[int]):
    assert (x or 0) == (x if x else 0)


def param_optional_x011_f(x: Optional[int]):
    assert (x or 1) == x


def param_optional_x012_h(x: Optional[int]):
    assert x != 0 or x is not None


def param_optional_x013_f(x: Optional[int]):
    assert x != 0


def param_optional_x014_h(x: Optional[int]):
    assert isinstance(x, int) or x is None


def param_optional_x015_f(x: Optional[int]):
    assert isinstance(x, int)


def param_optional_x016_h(s: Optional[str]):
    assert s is None or len(s) >= 0


def param_optional_x017_f(s: Optional[str]):
    assert s is None or len(s) > 0


def param_optional_x018_h(s: Optional[str]):
    assert (s is None) != isinstance(s, str)


def param_optional_x019_f(s: Optional[str]):
    assert s != ''


def param_typing_x012_h(xs: List[str], d: Dict[str, float]):
    assert len(xs) >= 0 and len(d) >= 0


def param_typing_x013_f(xs: List[str], d: Dict[str, float]):
    assert len(xs) >= len(d)


def param_typing_x014_h(xs: List[str], d: Dict[str, float]):
    assert all(x in d or x not in d for x in xs)


def param_typing_x015_f(xs: List[str], d: Dict[str, float]):
    assert all(x in d for x in xs)


def param_typing_x016_h(s: Set[str], t: Tuple[int, str]):
    assert t[1] in s or t[1] not in s


def param_typing_x017_f(s: Set[str], t: Tuple[int, str]):
    assert t[1] in s
