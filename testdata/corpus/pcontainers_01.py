"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def param_dict_000_h(d: dict[str, int]):
    assert len(d.keys()) == len(d.values()) == len(d)


def param_dict_001_f(d: dict[str, int]):
    assert d.get('k', 0) == 0


def param_dict_002_h(d: dict[str, int]):
    e = dict(d)
    e['new'] = 1
    assert e['new'] == 1 and d == d


def param_dict_003_f(d: dict[str, int]):
    e = d
    e['new'] = 1
    assert 'new' not in d


@deal.pre(lambda d: 'a' in d)
def param_dict_004_h(d: dict[str, int]):
    assert d['a'] == d.get('a')


@deal.raises(ValueError)
def param_dict_005_f(d: dict[str, int]):
    assert d['a'] >= 0 or True


def param_dict_006_h(d: dict[str, int]):
    assert list(d) == list(d.keys())


def param_dict_007_f(d: dict[str, int], e: dict[str, int]):
    assert (d == e) == (list(d.items()) == list(e.items()))
