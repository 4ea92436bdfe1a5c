"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import typing
from typing import Dict, List, Optional, Set, Tuple, Union


def param_optional_000_h(x: Optional[int]):
    y = 0 if x is None else x
    assert y == y


def param_optional_001_f(x: Optional[int]):
    assert x is not None


@deal.pre(lambda x: x is not None)
def param_optional_002_h(x: Optional[int]):
    assert x + 0 == x


def param_optional_003_f(x: Optional[int]):
    assert x + 0 == x


def param_optional_004_h(s: Optional[str]):
    assert (s or '') + 'a' != ''


def param_optional_005_f(s: Optional[str]):
    assert len(s or 'x') == 1


def param_optional_006_h(x: Union[int, None]):
    assert x is None or isinstance(x, int)


def param_optional_007_f(x: int | None):
    assert x != 0


def param_typing_000_h(xs: List[int]):
    assert len(xs + xs) == 2 * len(xs)


def param_typing_001_f(xs: List[int]):
    assert 0 not in xs


def param_typing_002_h(d: Dict[str, int]):
    assert all(k in d for k in d.keys())


def param_typing_003_f(d: Dict[str, int]):
    assert sum(d.values()) >= 0


def param_typing_004_h(s: Set[int]):
    assert s <= s | {1}


def param_typing_005_f(s: Set[int]):
    assert 1 not in s


def param_typing_006_h(t: Tuple[int, ...]):
    assert tuple(list(t)) == t


def param_typing_007_f(t: Tuple[int, int]):
    assert t[0] != t[1]


def param_typing_008_h(xs: typing.List[str]):
    assert ''.join(xs) == ''.join(xs)


def param_typing_009_f(xs: typing.List[str]):
    assert ''.join(xs) != 'ab'


def param_typing_010_h(x: typing.Optional[float]):
    assert x is None or x == x or x != x


def param_typing_011_f(x: typing.Optional[float]):
    assert x is None or x == x


def param_unannotated_000_h(x):
    ys = [x]
    assert len(ys) == 1


def param_unannotated_001_f(x):
    assert x == x


def param_unannotated_002_h(x):
    assert x is x


def param_unannotated_003_f(x):
    assert x + 1 > x


def param_unannotated_004_h(x, y):
    assert (x, y) == (x, y) or x != x or y != y or not (x == x and y == y)


def param_unannotated_005_f(x):
    assert isinstance(x, int)


@deal.pre(lambda x: isinstance(x, int) and not isinstance(x, bool))
def param_unannotated_006_h(x):
    assert x * 2 == x + x


@deal.pre(lambda x: isinstance(x, (int, float)))
def param_unannotated_007_f(x):
    assert x * 2 == x + x and x == x
