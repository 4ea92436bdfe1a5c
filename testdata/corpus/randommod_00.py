"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import random


def random_000_h():
    x = random.randint(1, 6)
    assert 1 <= x <= 6
    return None


def random_000_f():
    x = random.randint(1, 6)
    assert x != 6
    return None


@deal.post(lambda r: 1 <= r <= 6)
def random_001_h():
    x = random.randint(1, 6)
    return x


@deal.post(lambda r: r != 6)
def random_001_f():
    x = random.randint(1, 6)
    return x


def random_002_h():
    x = random.randint(0, 0)
    assert x == 0
    return None


def random_002_f():
    x = random.randint(0, 0)
    assert x == 1
    return None


@deal.post(lambda r: r == 0)
def random_003_h():
    x = random.randint(0, 0)
    return x


@deal.post(lambda r: r == 1)
def random_003_f():
    x = random.randint(0, 0)
    return x


def random_004_h():
    x = random.random()
    assert 0.0 <= x < 1.0
    return None


def random_004_f():
    x = random.random()
    assert x < 0.5
    return None


@deal.post(lambda r: 0.0 <= r < 1.0)
def random_005_h():
    x = random.random()
    return x


@deal.post(lambda r: r < 0.5)
def random_005_f():
    x = random.random()
    return x


def random_006_h():
    x = random.uniform(2.0, 3.0)
    assert 2.0 <= x <= 3.0
    return None


def random_006_f():
    x = random.uniform(2.0, 3.0)
    assert x > 2.5
    return None


@deal.post(lambda r: 2.0 <= r <= 3.0)
def random_007_h():
    x = random.uniform(2.0, 3.0)
    return x


@deal.post(lambda r: r > 2.5)
def random_007_f():
    x = random.uniform(2.0, 3.0)
    return x


def random_008_h():
    x = random.randrange(0, 10, 2)
    assert x % 2 == 0 and 0 <= x < 10
    return None


def random_008_f():
    x = random.randrange(0, 10, 2)
    assert x != 8
    return None


@deal.post(lambda r: r % 2 == 0 and 0 <= r < 10)
def random_009_h():
    x = random.randrange(0, 10, 2)
    return x


@deal.post(lambda r: r != 8)
def random_009_f():
    x = random.randrange(0, 10, 2)
    return x


def random_010_h():
    x = random.randrange(5)
    assert 0 <= x < 5
    return None


def random_010_f():
    x = random.randrange(5)
    assert x < 4
    return None


@deal.post(lambda r: 0 <= r < 5)
def random_011_h():
    x = random.randrange(5)
    return x


@deal.post(lambda r: r < 4)
def random_011_f():
    x = random.randrange(5)
    return x


def random_012_h():
    x = random.choice(['a', 'b', 'c'])
    assert x in ('a', 'b', 'c')
    return None


def random_012_f():
    x = random.choice(['a', 'b', 'c'])
    assert x != 'c'
    return None


@deal.post(lambda r: r in ('a', 'b', 'c'))
def random_013_h():
    x = random.choice(['a', 'b', 'c'])
    return x


@deal.post(lambda r: r != 'c')
def random_013_f():
    x = random.choice(['a', 'b', 'c'])
    return x


def random_014_h():
    x = random.choice((10, 20))
    assert x % 10 == 0
    return None


def random_014_f():
    x = random.choice((10, 20))
    assert x == 10
    return None
