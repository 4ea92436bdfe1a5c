"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.raises(TypeError)
def sets_060_h():
    return {[1]}


def sets_060_f():
    return {[1]}


@deal.post(lambda r: r)
def sets_061_h():
    return frozenset() in {frozenset()}


@deal.post(lambda r: not r)
def sets_061_f():
    return frozenset() in {frozenset()}


def sets_062_h():
    r = {1, 2}.copy() == {2, 1}
    assert r


def sets_062_f():
    r = {1, 2}.copy() == {2, 1}
    assert not r


@deal.post(lambda r: r)
def sets_063_h():
    return set(range(3)) == {0, 1, 2}


@deal.post(lambda r: not r)
def sets_063_f():
    return set(range(3)) == {0, 1, 2}


def sets_064_h():
    s = {5}
    s.clear()
    r = s
    assert r == set()


def sets_064_f():
    s = {5}
    s.clear()
    r = s
    assert r == {999}


@deal.post(lambda r: r)
def sets_065_h():
    return {1} | {1} is not {1}


@deal.post(lambda r: not r)
def sets_065_f():
    return {1} | {1} is not {1}
