"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def sets_000_h():
    r = {1, 2} | {2, 3}
    assert r == {1, 2, 3}


def sets_000_f():
    r = {1, 2} | {2, 3}
    assert r == {1, 2, 3, 999}


@deal.post(lambda r: r == {2})
def sets_001_h():
    return {1, 2} & {2, 3}


@deal.post(lambda r: r == set())
def sets_001_f():
    return {1, 2} & {2, 3}


def sets_002_h():
    r = {1, 2} - {2, 3}
    assert r == {1}


def sets_002_f():
    r = {1, 2} - {2, 3}
    assert r != {1}


@deal.post(lambda r: r == {1, 3})
def sets_003_h():
    return {1, 2} ^ {2, 3}


@deal.post(lambda r: r == {3})
def sets_003_f():
    return {1, 2} ^ {2, 3}


def sets_004_h():
    r = {1, 2} <= {1, 2, 3}
    assert r


def sets_004_f():
    r = {1, 2} <= {1, 2, 3}
    assert not r


@deal.post(lambda r: not r)
def sets_005_h():
    return {1, 2} < {1, 2}


@deal.post(lambda r: r)
def sets_005_f():
    return {1, 2} < {1, 2}


def sets_006_h():
    r = {1, 2} == {2, 1}
    assert r


def sets_006_f():
    r = {1, 2} == {2, 1}
    assert not r


@deal.post(lambda r: r)
def sets_007_h():
    return {1, 2} != {1, 2, 3}


@deal.post(lambda r: not r)
def sets_007_f():
    return {1, 2} != {1, 2, 3}


def sets_008_h():
    r = {1, 2}.isdisjoint({3})
    assert r


def sets_008_f():
    r = {1, 2}.isdisjoint({3})
    assert not r


@deal.post(lambda r: r)
def sets_009_h():
    return {1}.issubset({1, 2})


@deal.post(lambda r: not r)
def sets_009_f():
    return {1}.issubset({1, 2})


def sets_010_h():
    r = {1, 2}.issuperset({3})
    assert not r


def sets_010_f():
    r = {1, 2}.issuperset({3})
    assert r


@deal.post(lambda r: r == set())
def sets_011_h():
    return set()


@deal.post(lambda r: r != set())
def sets_011_f():
    return set()


def sets_012_h():
    r = len(set())
    assert r == 0


def sets_012_f():
    r = len(set())
    assert r == 1


@deal.post(lambda r: r)
def sets_013_h():
    return set() == frozenset()


@deal.post(lambda r: not r)
def sets_013_f():
    return set() == frozenset()


def sets_014_h():
    r = frozenset({1, 2}) == {1, 2}
    assert r


def sets_014_f():
    r = frozenset({1, 2}) == {1, 2}
    assert not r
