"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import typing
from typing import Dict, List, Optional, Set, Tuple, Union


def param_optional_x000_h(x: Optional[int]):
    y = 0 if x is None else x
    assert y == y


def param_optional_x001_f(x: Optional[int]):
    assert x is not None


@deal.pre(lambda x: x is not None)
def param_optional_x002_h(x: Optional[int]):
    assert x + 0 == x


def param_optional_x003_f(x: Optional[int]):
    assert x + 0 == x


def param_optional_x004_h(s: Optional[str]):
    assert (s or '') + 'a' != ''


def param_optional_x005_f(s: Optional[str]):
    assert len(s or 'x') == 1


def param_optional_x006_h(x: Union[int, None]):
    assert x is None or isinstance(x, int)


def param_optional_x007_f(x: int | None):
    assert x != 0


def param_typing_x000_h(xs: List[int]):
    assert len(xs + xs) == 2 * len(xs)


def param_typing_x001_f(xs: List[int]):
    assert 0 not in xs


def param_typing_x002_h(d: Dict[str, int]):
    assert all(k in d for k in d.keys())


def param_typing_x003_f(d: Dict[str, int]):
    assert sum(d.values()) >= 0


def param_typing_x004_h(s: Set[int]):
    assert s <= s | {1}


def param_typing_x005_f(s: Set[int]):
    assert 1 not in s


def param_typing_x006_h(t: Tuple[int, ...]):
    assert tuple(list(t)) == t


def param_typing_x007_f(t: Tuple[int, int]):
    assert t[0] != t[1]


def param_typing_x008_h(xs: typing.List[str]):
    assert ''.join(xs) == ''.join(xs)


def param_typing_x009_f(xs: typing.List[str]):
    assert ''.join(xs) != 'ab'


def param_typing_x010_h(x: typing.Optional[float]):
    assert x is None or x == x or x != x


def param_typing_x011_f(x: typing.Optional[float]):
    assert x is None or x == x


def param_unannotated_x000_h(x):
    ys = [x]
    assert len(ys) == 1


def param_unannotated_x001_f(x):
    assert x == x


def param_unannotated_x002_h(x):
    assert x is x


def param_unannotated_x003_f(x):
    assert x + 1 > x


def param_unannotated_x004_h(x, y):
    assert (x, y) == (x, y) or x != x or y != y or not (x == x and y == y)


def param_unannotated_x005_f(x):
    assert isinstance(x, int)


@deal.pre(lambda x: isinstance(x, int) and not isinstance(x, bool))
def param_unannotated_x006_h(x):
    assert x * 2 == x + x


@deal.pre(lambda x: isinstance(x, (int, float)))
def param_unannotated_x007_f(x):
    assert x * 2 == x + x and x == x
