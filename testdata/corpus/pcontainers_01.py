"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def param_dict_x000_h(d: dict[str, int]):
    assert len(d.keys()) == len(d.values()) == len(d)


def param_dict_x001_f(d: dict[str, int]):
    assert d.get('k', 0) == 0


def param_dict_x002_h(d: dict[str, int]):
    e = dict(d)
    e['new'] = 1
    assert e['new'] == 1 and d == d


def param_dict_x003_f(d: dict[str, int]):
    e = d
    e['new'] = 1
    assert 'new' not in d


@deal.pre(lambda d: 'a' in d)
def param_dict_x004_h(d: dict[str, int]):
    assert d['a'] == d.get('a')


@deal.raises(ValueError)
def param_dict_x005_f(d: dict[str, int]):
    assert d['a'] >= 0 or True


def param_dict_x006_h(d: dict[str, int]):
    assert list(d) == list(d.keys())


def param_dict_x007_f(d: dict[str, int], e: dict[str, int]):
    assert (d == e) == (list(d.items()) == list(e.items()))
