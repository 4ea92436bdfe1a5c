"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import random


def random_030_h():
    x = random.sample([1, 2, 3], 2)
    assert len(set(x)) == 2
    return None


def random_030_f():
    x = random.sample([1, 2, 3], 2)
    assert x[0] < x[1]
    return None


@deal.post(lambda r: len(set(r)) == 2)
def random_031_h():
    x = random.sample([1, 2, 3], 2)
    return x


@deal.post(lambda r: r[0] < r[1])
def random_031_f():
    x = random.sample([1, 2, 3], 2)
    return x


def random_032_h():
    x = random.uniform(-1.0, 1.0)
    assert -1.0 <= x <= 1.0
    return None


def random_032_f():
    x = random.uniform(-1.0, 1.0)
    assert x >= -0.9
    return None


@deal.post(lambda r: -1.0 <= r <= 1.0)
def random_033_h():
    x = random.uniform(-1.0, 1.0)
    return x


@deal.post(lambda r: r >= -0.9)
def random_033_f():
    x = random.uniform(-1.0, 1.0)
    return x


def random_034_h():
    x = random.choice([1, 2])
    y = x * 2
    assert y in (2, 4)
    return None


def random_034_f():
    x = random.choice([1, 2])
    y = x * 2
    assert y == 2
    return None


def random_035_h():
    x = random.choice([1, 2])
    y = x * 2
    assert y in (2, 4)
    return None


def random_035_f():
    x = random.choice([1, 2])
    y = x * 2
    assert y == 2
    return None


def random_036_h():
    x = random.getrandbits(3)
    assert 0 <= x < 8
    return None


def random_036_f():
    x = random.getrandbits(3)
    assert x != 7
    return None


@deal.post(lambda r: 0 <= r < 8)
def random_037_h():
    x = random.getrandbits(3)
    return x


@deal.post(lambda r: r != 7)
def random_037_f():
    x = random.getrandbits(3)
    return x


def random_038_h():
    x = random.randint(1, 2)
    assert x != 3
    return None


def random_038_f():
    x = random.randint(1, 2)
    assert x == 1
    return None


@deal.post(lambda r: r != 3)
def random_039_h():
    x = random.randint(1, 2)
    return x


@deal.post(lambda r: r == 1)
def random_039_f():
    x = random.randint(1, 2)
    return x


@deal.raises(IndexError)
def random_040_h():
    x = random.choice([])
    return 0


def random_040_f():
    x = random.choice([])
    r = 0
    assert True


@deal.raises(IndexError)
def random_041_h():
    x = random.choice([])
    return 0


def random_041_f():
    x = random.choice([])
    r = 0
    assert True


@deal.raises(ValueError)
def random_042_h():
    x = random.randrange(0)
    return 0


def random_042_f():
    x = random.randrange(0)
    r = 0
    assert True


@deal.raises(ValueError)
def random_043_h():
    x = random.randrange(0)
    return 0


def random_043_f():
    x = random.randrange(0)
    r = 0
    assert True


@deal.raises(ValueError)
def random_044_h():
    x = random.randint(5, 1)
    return 0


def random_044_f():
    x = random.randint(5, 1)
    r = 0
    assert True
