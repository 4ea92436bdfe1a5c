"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == 1)
def sets_015_h():
    return len({1, 1.0, True})


@deal.post(lambda r: r == 0)
def sets_015_f():
    return len({1, 1.0, True})


def sets_016_h():
    r = 3 in {1, 2, 3}
    assert r


def sets_016_f():
    r = 3 in {1, 2, 3}
    assert not r


@deal.post(lambda r: not r)
def sets_017_h():
    return 'a' in {'b'}


@deal.post(lambda r: r)
def sets_017_f():
    return 'a' in {'b'}


def sets_018_h():
    r = set([1, 2, 2, 3])
    assert r == {1, 2, 3}


def sets_018_f():
    r = set([1, 2, 2, 3])
    assert r == {1, 2, 3, 999}


@deal.post(lambda r: r == {'e', 'h', 'l', 'o'})
def sets_019_h():
    return set('hello')


@deal.post(lambda r: r == {'h', 'l', 'o'})
def sets_019_f():
    return set('hello')


def sets_020_h():
    r = len(set('mississippi'))
    assert r == 4


def sets_020_f():
    r = len(set('mississippi'))
    assert r != 4


@deal.post(lambda r: r == {0, 1, 2})
def sets_021_h():
    return {x % 3 for x in range(10)}


@deal.post(lambda r: r == {1, 2})
def sets_021_f():
    return {x % 3 for x in range(10)}


def sets_022_h():
    r = {x * x for x in [-2, 2, 3]}
    assert r == {4, 9}


def sets_022_f():
    r = {x * x for x in [-2, 2, 3]}
    assert r == {4, 9, 999}


@deal.post(lambda r: r == {1, 2})
def sets_023_h():
    s = {1}
    s.add(2)
    s.add(1)
    return s


@deal.post(lambda r: r != {1, 2})
def sets_023_f():
    s = {1}
    s.add(2)
    s.add(1)
    return s


def sets_024_h():
    s = {1, 2}
    s.discard(5)
    r = s
    assert r == {1, 2}


def sets_024_f():
    s = {1, 2}
    s.discard(5)
    r = s
    assert r == {1, 2, 999}


@deal.raises(KeyError)
def sets_025_h():
    s = {1, 2}
    s.remove(5)
    return s


@deal.raises(IndexError)
def sets_025_f():
    s = {1, 2}
    s.remove(5)
    return s


def sets_026_h():
    s = {1, 2}
    s.remove(2)
    r = s
    assert r == {1}


def sets_026_f():
    s = {1, 2}
    s.remove(2)
    r = s
    assert r != {1}


@deal.post(lambda r: r == {1, 2, 9})
def sets_027_h():
    s = {1, 2}
    t = s
    t.add(9)
    return s


@deal.post(lambda r: r == {2, 9})
def sets_027_f():
    s = {1, 2}
    t = s
    t.add(9)
    return s


def sets_028_h():
    s = {1, 2}
    t = set(s)
    t.add(9)
    r = s
    assert r == {1, 2}


def sets_028_f():
    s = {1, 2}
    t = set(s)
    t.add(9)
    r = s
    assert r == {1, 2, 999}


@deal.post(lambda r: r == {1, 2, 3, 4})
def sets_029_h():
    return {1, 2}.union([3], (4,))


@deal.post(lambda r: r != {1, 2, 3, 4})
def sets_029_f():
    return {1, 2}.union([3], (4,))
