"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result >= 1)
def param_int_str_bool_x000_h(x: int) -> int:
    return x + 1


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result > 1)
def param_int_str_bool_x001_f(x: int) -> int:
    return x + 1


def param_int_str_bool_x002_h(x: int):
    assert (x * 1) % 1 == 0


def param_int_str_bool_x003_f(x: int):
    assert (x + 1) % 2 != 0 or x < 0


def param_int_str_bool_x004_h(s: str):
    assert len(s + 'éé') == len(s) + 2


def param_int_str_bool_x005_f(s: str):
    assert s != 'éé'


def param_int_str_bool_x006_h(b: bool, x: int):
    y = x if b else -x
    assert abs(y) == abs(x) and 1 > 0


def param_int_str_bool_x007_f(b: bool, x: int):
    y = x if b else -x
    assert y >= -1


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result >= 3)
def param_int_str_bool_x008_h(x: int) -> int:
    return x + 3


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result > 3)
def param_int_str_bool_x009_f(x: int) -> int:
    return x + 3


def param_int_str_bool_x010_h(x: int):
    assert (x * 3) % 3 == 0


def param_int_str_bool_x011_f(x: int):
    assert (x + 1) % 4 != 0 or x < 0


def param_int_str_bool_x012_h(s: str):
    assert len(s + 'éééé') == len(s) + 4


def param_int_str_bool_x013_f(s: str):
    assert s != 'éééé'


def param_int_str_bool_x014_h(b: bool, x: int):
    y = x if b else -x
    assert abs(y) == abs(x) and 3 > 0


def param_int_str_bool_x015_f(b: bool, x: int):
    y = x if b else -x
    assert y >= -3


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result >= 7)
def param_int_str_bool_x016_h(x: int) -> int:
    return x + 7


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result > 7)
def param_int_str_bool_x017_f(x: int) -> int:
    return x + 7


def param_int_str_bool_x018_h(x: int):
    assert (x * 7) % 7 == 0


def param_int_str_bool_x019_f(x: int):
    assert (x + 1) % 8 != 0 or x < 0


def param_int_str_bool_x020_h(s: str):
    assert len(s + 'ééé') == len(s) + 3


def param_int_str_bool_x021_f(s: str):
    assert s != 'ééé'


def param_int_str_bool_x022_h(b: bool, x: int):
    y = x if b else -x
    assert abs(y) == abs(x) and 7 > 0


def param_int_str_bool_x023_f(b: bool, x: int):
    y = x if b else -x
    assert y >= -7


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result >= 100)
def param_int_str_bool_x024_h(x: int) -> int:
    return x + 100


@deal.pre(lambda x: x >= 0)
@deal.ensure(lambda x, result: result > 100)
def param_int_str_bool_x025_f(x: int) -> int:
    return x + 100


def param_int_str_bool_x026_h(x: int):
    assert (x * 100) % 100 == 0


def param_int_str_bool_x027_f(x: int):
    assert (x + 1) % 101 != 0 or x < 0


def param_int_str_bool_x028_h(s: str):
    assert len(s + 'é') == len(s) + 1


def param_int_str_bool_x029_f(s: str):
    assert s != 'é'
