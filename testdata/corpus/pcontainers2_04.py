"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import typing
from typing import Dict, FrozenSet, List, Optional, Set, Tuple


def param_typing_x018_h(s: Set[str], t: Tuple[int, str]):
    assert len(s | {t[1]}) >= 1


def param_typing_x019_f(s: Set[str], t: Tuple[int, str]):
    assert len(s | {t[1]}) > len(s)


def param_typing_x020_h(s: FrozenSet[int], x: typing.Optional[str]):
    assert len(s) >= 0 and (x is None or len(x) >= 0)


def param_typing_x021_f(s: FrozenSet[int], x: typing.Optional[str]):
    assert x is None or len(x) < len(s) + 1


def param_unannotated_x008_h(x):
    assert x in [x]


def param_unannotated_x009_f(x):
    assert x == x


def param_unannotated_x010_h(x):
    assert [x] * 2 == [x, x]


def param_unannotated_x011_f(x):
    assert [x] * 2 == [x, x] and x == x


def param_unannotated_x012_h(x):
    assert type(x) == type(x)


def param_unannotated_x013_f(x):
    assert type(x) is int


def param_unannotated_x014_h(x):
    assert (x,)[0] is x


def param_unannotated_x015_f(x):
    assert x is not None


def param_unannotated_x016_h(x):
    assert len({1: x}) == 1


def param_unannotated_x017_f(x):
    assert bool(x) or x is None


def param_unannotated_x018_h(x):
    assert x in [x]


def param_unannotated_x019_f(x):
    assert x in {x}


def param_unannotated_x020_h(x):
    assert repr(x) == repr(x)


def param_unannotated_x021_f(x):
    assert str(x) != ''
