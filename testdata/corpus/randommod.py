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


@deal.raises(ValueError)
def random_045_h():
    x = random.randint(5, 1)
    return 0


def random_045_f():
    x = random.randint(5, 1)
    r = 0
    assert True
