"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: r == [1, 2, 3])
def sets_045_h():
    return sorted({3, 1, 2})


@deal.post(lambda r: r == [2, 3])
def sets_045_f():
    return sorted({3, 1, 2})


def sets_046_h():
    r = sorted({3, 1, 2}, reverse=True)
    assert r == [3, 2, 1]


def sets_046_f():
    r = sorted({3, 1, 2}, reverse=True)
    assert r == [3, 2, 1, 0]


@deal.post(lambda r: not r)
def sets_047_h():
    return any({0, ''})


@deal.post(lambda r: r)
def sets_047_f():
    return any({0, ''})


def sets_048_h():
    r = all({1, 'a'})
    assert r


def sets_048_f():
    r = all({1, 'a'})
    assert not r


@deal.post(lambda r: r == {(1, 2)})
def sets_049_h():
    return {(1, 2), (1, 2)}


@deal.post(lambda r: r == set())
def sets_049_f():
    return {(1, 2), (1, 2)}


def sets_050_h():
    r = {1, 2} == [1, 2]
    assert not r


def sets_050_f():
    r = {1, 2} == [1, 2]
    assert r


@deal.raises(TypeError)
def sets_051_h():
    return {1, 2} <= [1, 2]


@deal.raises(ValueError)
def sets_051_f():
    return {1, 2} <= [1, 2]


def sets_052_h():
    s = set()
    for i in range(5):
        s.add(i % 2)
    r = s
    assert r == {0, 1}


def sets_052_f():
    s = set()
    for i in range(5):
        s.add(i % 2)
    r = s
    assert r == {0, 1, 999}


@deal.post(lambda r: r == 1)
def sets_053_h():
    s = {1, 2, 3}
    s.pop()
    s.pop()
    return len(s)


@deal.post(lambda r: r != 1)
def sets_053_f():
    s = {1, 2, 3}
    s.pop()
    s.pop()
    return len(s)


@deal.raises(KeyError)
def sets_054_h():
    s = set()
    s.pop()
    return s


def sets_054_f():
    s = set()
    s.pop()
    return s


@deal.post(lambda r: r)
def sets_055_h():
    return {'é', 'e'} == {'e', 'é'}


@deal.post(lambda r: not r)
def sets_055_f():
    return {'é', 'e'} == {'e', 'é'}


def sets_056_h():
    r = len({10 ** 30, 10 ** 30 + 0})
    assert r == 1


def sets_056_f():
    r = len({10 ** 30, 10 ** 30 + 0})
    assert r != 1


@deal.post(lambda r: r == {1, 2, 3})
def sets_057_h():
    s = {1, 2}
    s |= {3}
    return s


@deal.post(lambda r: r == {2, 3})
def sets_057_f():
    s = {1, 2}
    s |= {3}
    return s


def sets_058_h():
    s = {1, 2}
    s &= {2}
    r = s
    assert r == {2}


def sets_058_f():
    s = {1, 2}
    s &= {2}
    r = s
    assert r == {2, 999}


@deal.post(lambda r: r == {2})
def sets_059_h():
    s = {1, 2}
    s -= {1, 7}
    return s


@deal.post(lambda r: r != {2})
def sets_059_f():
    s = {1, 2}
    s -= {1, 7}
    return s
