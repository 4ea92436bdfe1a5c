"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def sets_030_h():
    r = {1, 2, 3}.intersection([2, 3, 4])
    assert r == {2, 3}


def sets_030_f():
    r = {1, 2, 3}.intersection([2, 3, 4])
    assert r == {2, 3, 999}


@deal.post(lambda r: r == {2, 3})
def sets_031_h():
    return {1, 2, 3}.difference({1})


@deal.post(lambda r: r == {3})
def sets_031_f():
    return {1, 2, 3}.difference({1})


def sets_032_h():
    r = {1, 2}.symmetric_difference({2, 5})
    assert r == {1, 5}


def sets_032_f():
    r = {1, 2}.symmetric_difference({2, 5})
    assert r != {1, 5}


@deal.post(lambda r: r == frozenset({1, 2, 3}))
def sets_033_h():
    return frozenset([1, 2]) | {3}


@deal.post(lambda r: r == frozenset({1, 2, 3, 999}))
def sets_033_f():
    return frozenset([1, 2]) | {3}


def sets_034_h():
    r = {3} | frozenset([1])
    assert r == {1, 3}


def sets_034_f():
    r = {3} | frozenset([1])
    assert r == {1, 3, 999}


@deal.post(lambda r: r)
def sets_035_h():
    return type({3} | frozenset([1])) is set


@deal.post(lambda r: not r)
def sets_035_f():
    return type({3} | frozenset([1])) is set


def sets_036_h():
    r = type(frozenset([1]) | {3}) is frozenset
    assert r


def sets_036_f():
    r = type(frozenset([1]) | {3}) is frozenset
    assert not r


@deal.post(lambda r: r)
def sets_037_h():
    return {1, 2} < {1, 2, 3}


@deal.post(lambda r: not r)
def sets_037_f():
    return {1, 2} < {1, 2, 3}


def sets_038_h():
    r = {1, 4} <= {1, 2, 3}
    assert not r


def sets_038_f():
    r = {1, 4} <= {1, 2, 3}
    assert r


@deal.post(lambda r: r)
def sets_039_h():
    return {1, 2} > {1}


@deal.post(lambda r: not r)
def sets_039_f():
    return {1, 2} > {1}


def sets_040_h():
    r = {0} == {-0.0}
    assert r


def sets_040_f():
    r = {0} == {-0.0}
    assert not r


@deal.post(lambda r: r == {0.0})
def sets_041_h():
    return {0.0, -0.0}


@deal.post(lambda r: r != {0.0})
def sets_041_f():
    return {0.0, -0.0}


def sets_042_h():
    r = sum({1, 2, 3})
    assert r == 6


def sets_042_f():
    r = sum({1, 2, 3})
    assert r == 7


@deal.post(lambda r: r == 9)
def sets_043_h():
    return max({4, 9, 2})


@deal.post(lambda r: r == 8)
def sets_043_f():
    return max({4, 9, 2})


def sets_044_h():
    r = min({'b', 'a'})
    assert r == 'a'


def sets_044_f():
    r = min({'b', 'a'})
    assert r != 'a'
