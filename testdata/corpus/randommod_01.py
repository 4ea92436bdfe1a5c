"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import random


@deal.post(lambda r: r % 10 == 0)
def random_015_h():
    x = random.choice((10, 20))
    return x


@deal.post(lambda r: r == 10)
def random_015_f():
    x = random.choice((10, 20))
    return x


def random_016_h():
    x = random.randint(-3, 3)
    assert -3 <= x <= 3
    return None


def random_016_f():
    x = random.randint(-3, 3)
    assert x >= -2
    return None


@deal.post(lambda r: -3 <= r <= 3)
def random_017_h():
    x = random.randint(-3, 3)
    return x


@deal.post(lambda r: r >= -2)
def random_017_f():
    x = random.randint(-3, 3)
    return x


def random_018_h():
    x = random.randint(1, 6)
    y = random.randint(1, 6)
    assert 2 <= x + y <= 12
    return None


def random_018_f():
    x = random.randint(1, 6)
    y = random.randint(1, 6)
    assert x + y != 12
    return None


def random_019_h():
    x = random.randint(1, 6)
    y = random.randint(1, 6)
    assert 2 <= x + y <= 12
    return None


def random_019_f():
    x = random.randint(1, 6)
    y = random.randint(1, 6)
    assert x + y != 12
    return None


def random_020_h():
    x = random.random()
    assert x * 2 < 2.0
    return None


def random_020_f():
    x = random.random()
    assert x * 10 < 9.0
    return None


@deal.post(lambda r: r * 2 < 2.0)
def random_021_h():
    x = random.random()
    return x


@deal.post(lambda r: r * 10 < 9.0)
def random_021_f():
    x = random.random()
    return x


def random_022_h():
    xs = [1, 2, 3]
    random.shuffle(xs)
    assert sorted(xs) == [1, 2, 3]
    return None


def random_022_f():
    xs = [1, 2, 3]
    random.shuffle(xs)
    assert xs != [3, 2, 1]
    return None


def random_023_h():
    xs = [1, 2, 3]
    random.shuffle(xs)
    assert sorted(xs) == [1, 2, 3]
    return None


def random_023_f():
    xs = [1, 2, 3]
    random.shuffle(xs)
    assert xs != [3, 2, 1]
    return None


def random_024_h():
    x = random.choice('xyz')
    assert len(x) == 1
    return None


def random_024_f():
    x = random.choice('xyz')
    assert x < 'z'
    return None


@deal.post(lambda r: len(r) == 1)
def random_025_h():
    x = random.choice('xyz')
    return x


@deal.post(lambda r: r < 'z')
def random_025_f():
    x = random.choice('xyz')
    return x


def random_026_h():
    x = random.randrange(1, 2)
    assert x == 1
    return None


def random_026_f():
    x = random.randrange(1, 2)
    assert x == 2
    return None


@deal.post(lambda r: r == 1)
def random_027_h():
    x = random.randrange(1, 2)
    return x


@deal.post(lambda r: r == 2)
def random_027_f():
    x = random.randrange(1, 2)
    return x


def random_028_h():
    x = random.randint(10 ** 20, 10 ** 20 + 1)
    assert x > 10 ** 20 - 1
    return None


def random_028_f():
    x = random.randint(10 ** 20, 10 ** 20 + 1)
    assert x == 10 ** 20
    return None


@deal.post(lambda r: r > 10 ** 20 - 1)
def random_029_h():
    x = random.randint(10 ** 20, 10 ** 20 + 1)
    return x


@deal.post(lambda r: r == 10 ** 20)
def random_029_f():
    x = random.randint(10 ** 20, 10 ** 20 + 1)
    return x
