"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r)
def sets_075_h():
    return {1}.union('ab') == {1, 'a', 'b'}


@deal.post(lambda r: not r)
def sets_075_f():
    return {1}.union('ab') == {1, 'a', 'b'}


def sets_076_h():
    r = type(frozenset([1]).union([2])) is frozenset
    assert r


def sets_076_f():
    r = type(frozenset([1]).union([2])) is frozenset
    assert not r


@deal.raises(TypeError)
def sets_077_h():
    s = {1}
    s.add([2])
    return s


@deal.raises(ValueError)
def sets_077_f():
    s = {1}
    s.add([2])
    return s


@deal.raises(TypeError)
def sets_078_h():
    s = {1}
    s.discard([2])
    return s


def sets_078_f():
    s = {1}
    s.discard([2])
    return s


@deal.post(lambda r: r == 0)
def sets_079_h():
    s = {frozenset([1])}
    s.remove({1})
    return len(s)


@deal.post(lambda r: r == -1)
def sets_079_f():
    s = {frozenset([1])}
    s.remove({1})
    return len(s)


def sets_080_h():
    r = {1, True}
    assert r == {1}


def sets_080_f():
    r = {1, True}
    assert r != {1}


@deal.post(lambda r: r == 1)
def sets_081_h():
    return len({0, False, 0.0})


@deal.post(lambda r: r == 0)
def sets_081_f():
    return len({0, False, 0.0})


def sets_082_h():
    r = {1} == frozenset({1})
    assert r


def sets_082_f():
    r = {1} == frozenset({1})
    assert not r


@deal.post(lambda r: r == {'a'})
def sets_083_h():
    return set({'a': 1})


@deal.post(lambda r: r != {'a'})
def sets_083_f():
    return set({'a': 1})


def sets_084_h():
    r = set([(1, 2)])
    assert r == {(1, 2)}


def sets_084_f():
    r = set([(1, 2)])
    assert r == {(1, 2), 999}


@deal.post(lambda r: r == {2})
def sets_085_h():
    s = {1, 2}
    s.intersection_update([2])
    return s


@deal.post(lambda r: r == set())
def sets_085_f():
    s = {1, 2}
    s.intersection_update([2])
    return s


def sets_086_h():
    s = {1, 2}
    s.difference_update([1], [2])
    r = s
    assert r == set()


def sets_086_f():
    s = {1, 2}
    s.difference_update([1], [2])
    r = s
    assert r != set()


@deal.post(lambda r: r == set())
def sets_087_h():
    return {1} ^ {1}


@deal.post(lambda r: r == {0})
def sets_087_f():
    return {1} ^ {1}


def sets_088_h():
    r = min({3, 1})
    assert r == 1


def sets_088_f():
    r = min({3, 1})
    assert r == 2


@deal.post(lambda r: r == 0.6000000000000001)
def sets_089_h():
    return sum({0.1, 0.2, 0.3})


@deal.post(lambda r: r != 0.6000000000000001)
def sets_089_f():
    return sum({0.1, 0.2, 0.3})
