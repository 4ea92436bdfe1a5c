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


def sets_066_h():
    r = {1, 2}.intersection([1], [2])
    assert r == set()


def sets_066_f():
    r = {1, 2}.intersection([1], [2])
    assert r == {999}


@deal.post(lambda r: r == set())
def sets_067_h():
    return {1, 2}.difference([1], [2])


@deal.post(lambda r: r == {0})
def sets_067_f():
    return {1, 2}.difference([1], [2])


def sets_068_h():
    s = {1}
    s.update([2], [3])
    r = s
    assert r == {1, 2, 3}


def sets_068_f():
    s = {1}
    s.update([2], [3])
    r = s
    assert r != {1, 2, 3}


@deal.post(lambda r: r)
def sets_069_h():
    return {1}.issubset([1, 2])


@deal.post(lambda r: not r)
def sets_069_f():
    return {1}.issubset([1, 2])


@deal.raises(TypeError)
def sets_070_h():
    return {1} <= [1]


def sets_070_f():
    return {1} <= [1]


@deal.post(lambda r: r)
def sets_071_h():
    return {1}.isdisjoint([2])


@deal.post(lambda r: not r)
def sets_071_f():
    return {1}.isdisjoint([2])


def sets_072_h():
    r = {1}.union()
    assert r == {1}


def sets_072_f():
    r = {1}.union()
    assert r == {1, 999}


@deal.raises(TypeError)
def sets_073_h():
    return {1}.symmetric_difference([1], [2])


@deal.raises(ValueError)
def sets_073_f():
    return {1}.symmetric_difference([1], [2])


@deal.raises(TypeError)
def sets_074_h():
    return {1} | [2]


def sets_074_f():
    return {1} | [2]
