"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def sets_090_h():
    r = sum({1e16, 1.0, -1e16})
    assert r == 0.0 and str(r) == '0.0'


def sets_090_f():
    r = sum({1e16, 1.0, -1e16})
    assert r == 0.0 and str(r) == '-0.0'


@deal.post(lambda r: r == [1, 2, 3])
def sets_091_h():
    return list({3, 1, 2})


@deal.post(lambda r: r == [2, 3])
def sets_091_f():
    return list({3, 1, 2})


def sets_092_h():
    r = next(iter({5, 3}))
    assert r == 3


def sets_092_f():
    r = next(iter({5, 3}))
    assert r != 3


@deal.post(lambda r: r == [8, 0])
def sets_093_h():
    return list({8, 0})


@deal.post(lambda r: r == [0])
def sets_093_f():
    return list({8, 0})


def sets_094_h():
    r = list({16, 8, 0})
    assert r == [16, 8, 0]


def sets_094_f():
    r = list({16, 8, 0})
    assert r == [16, 8, 0, 0]


@deal.post(lambda r: r == [9, 1])
def sets_095_h():
    return [x for x in {9, 1}]


@deal.post(lambda r: r != [9, 1])
def sets_095_f():
    return [x for x in {9, 1}]


def sets_096_h():
    r = tuple({2, 10})
    assert r == (2, 10)


def sets_096_f():
    r = tuple({2, 10})
    assert r == (2, 10, 0)


@deal.post(lambda r: r == {1, 3, 5})
def sets_097_h():
    return {1, 2, 3} - {2} | {5}


@deal.post(lambda r: r == {3, 5})
def sets_097_f():
    return {1, 2, 3} - {2} | {5}


def sets_098_h():
    r = {1, 2} & {2, 3} | {4} - {4}
    assert r == {2}


def sets_098_f():
    r = {1, 2} & {2, 3} | {4} - {4}
    assert r != {2}


@deal.post(lambda r: r == 50)
def sets_099_h():
    return len(set(range(100)) - set(range(0, 100, 2)))


@deal.post(lambda r: r == 49)
def sets_099_f():
    return len(set(range(100)) - set(range(0, 100, 2)))


def sets_100_h():
    r = {2 ** 64, 0} == {0, 2 ** 64}
    assert r


def sets_100_f():
    r = {2 ** 64, 0} == {0, 2 ** 64}
    assert not r


@deal.post(lambda r: r)
def sets_101_h():
    return {-1, -2} == {-2, -1}


@deal.post(lambda r: not r)
def sets_101_f():
    return {-1, -2} == {-2, -1}


def sets_102_h():
    r = {math.inf} == {float('inf')}
    assert r


def sets_102_f():
    r = {math.inf} == {float('inf')}
    assert not r


@deal.post(lambda r: not r)
def sets_103_h():
    return {0.1 + 0.2} == {0.3}


@deal.post(lambda r: r)
def sets_103_f():
    return {0.1 + 0.2} == {0.3}
