"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def int_bool_str_000_h():
    r = 7 // 2
    assert r == 3


def int_bool_str_000_f():
    r = 7 // 2
    assert r == 4


@deal.post(lambda r: r == -4)
def int_bool_str_001_h():
    return -7 // 2


@deal.post(lambda r: r == -5)
def int_bool_str_001_f():
    return -7 // 2


def int_bool_str_002_h():
    r = 7 // -2
    assert r == -4


def int_bool_str_002_f():
    r = 7 // -2
    assert r != -4


@deal.post(lambda r: r == 2)
def int_bool_str_003_h():
    return -7 % 3


@deal.post(lambda r: r == 1)
def int_bool_str_003_f():
    return -7 % 3


def int_bool_str_004_h():
    r = 7 % -3
    assert r == -2


def int_bool_str_004_f():
    r = 7 % -3
    assert r == -1


@deal.post(lambda r: r == 1267650600228229401496703205376)
def int_bool_str_005_h():
    return 2 ** 100


@deal.post(lambda r: r != 1267650600228229401496703205376)
def int_bool_str_005_f():
    return 2 ** 100


def int_bool_str_006_h():
    r = 2 ** -1 == 0.5
    assert r


def int_bool_str_006_f():
    r = 2 ** -1 == 0.5
    assert not r


@deal.post(lambda r: r == -4)
def int_bool_str_007_h():
    return -2 ** 2


@deal.post(lambda r: r == -5)
def int_bool_str_007_f():
    return -2 ** 2


def int_bool_str_008_h():
    r = (-2) ** 2
    assert r == 4


def int_bool_str_008_f():
    r = (-2) ** 2
    assert r != 4


@deal.post(lambda r: r == 1)
def int_bool_str_009_h():
    return 10 ** 30 + 1 - 10 ** 30


@deal.post(lambda r: r == 0)
def int_bool_str_009_f():
    return 10 ** 30 + 1 - 10 ** 30


def int_bool_str_010_h():
    r = abs(-(10 ** 20))
    assert r == 100000000000000000000


def int_bool_str_010_f():
    r = abs(-(10 ** 20))
    assert r == 100000000000000000001


@deal.post(lambda r: r == (-4, 1))
def int_bool_str_011_h():
    return divmod(-7, 2)


@deal.post(lambda r: r != (-4, 1))
def int_bool_str_011_f():
    return divmod(-7, 2)


@deal.raises(ZeroDivisionError)
def int_bool_str_012_h():
    return 1 // 0


def int_bool_str_012_f():
    return 1 // 0


@deal.raises(ZeroDivisionError)
def int_bool_str_013_h():
    return 5 % 0


@deal.raises(ValueError)
def int_bool_str_013_f():
    return 5 % 0


def int_bool_str_014_h():
    r = True + True
    assert r == 2


def int_bool_str_014_f():
    r = True + True
    assert r != 2


@deal.post(lambda r: r == 3)
def int_bool_str_015_h():
    return True * 3


@deal.post(lambda r: r == 2)
def int_bool_str_015_f():
    return True * 3


def int_bool_str_016_h():
    r = bool(-1)
    assert r


def int_bool_str_016_f():
    r = bool(-1)
    assert not r


@deal.post(lambda r: r)
def int_bool_str_017_h():
    return not 0


@deal.post(lambda r: not r)
def int_bool_str_017_f():
    return not 0


def int_bool_str_018_h():
    r = int('０７')
    assert r == 7


def int_bool_str_018_f():
    r = int('０７')
    assert r == 8


@deal.post(lambda r: r == 18)
def int_bool_str_019_h():
    return int('12', 16)


@deal.post(lambda r: r == 17)
def int_bool_str_019_f():
    return int('12', 16)


def int_bool_str_020_h():
    r = 1 < 2 < 3
    assert r


def int_bool_str_020_f():
    r = 1 < 2 < 3
    assert not r


@deal.post(lambda r: not r)
def int_bool_str_021_h():
    return 3 > 2 > 2


@deal.post(lambda r: r)
def int_bool_str_021_f():
    return 3 > 2 > 2


def int_bool_str_022_h():
    r = ~5
    assert r == -6


def int_bool_str_022_f():
    r = ~5
    assert r == -5


@deal.post(lambda r: r == -3)
def int_bool_str_023_h():
    return -5 >> 1


@deal.post(lambda r: r != -3)
def int_bool_str_023_f():
    return -5 >> 1


def int_bool_str_024_h():
    r = 1 << 70
    assert r == 1180591620717411303424


def int_bool_str_024_f():
    r = 1 << 70
    assert r == 1180591620717411303425


@deal.post(lambda r: r == 2)
def int_bool_str_025_h():
    return 6 & 3


@deal.post(lambda r: r == 1)
def int_bool_str_025_f():
    return 6 & 3


def int_bool_str_026_h():
    r = 6 | 3
    assert r == 7


def int_bool_str_026_f():
    r = 6 | 3
    assert r != 7


@deal.post(lambda r: r == 5)
def int_bool_str_027_h():
    return 6 ^ 3


@deal.post(lambda r: r == 4)
def int_bool_str_027_f():
    return 6 ^ 3


def int_bool_str_028_h():
    r = True & False
    assert not r


def int_bool_str_028_f():
    r = True & False
    assert r


@deal.post(lambda r: r)
def int_bool_str_029_h():
    return len('abc') == 3


@deal.post(lambda r: not r)
def int_bool_str_029_f():
    return len('abc') == 3


def int_bool_str_030_h():
    r = 'a' * 0
    assert r == ''


def int_bool_str_030_f():
    r = 'a' * 0
    assert r == '!'


@deal.post(lambda r: r == 'abcd')
def int_bool_str_031_h():
    return 'ab' + 'cd'


@deal.post(lambda r: r == 'bcd')
def int_bool_str_031_f():
    return 'ab' + 'cd'


def int_bool_str_032_h():
    r = 'x' if 0 else 'y'
    assert r == 'y'


def int_bool_str_032_f():
    r = 'x' if 0 else 'y'
    assert r != 'y'


@deal.post(lambda r: r == 'd')
def int_bool_str_033_h():
    return 0 or 'd'


@deal.post(lambda r: r == '')
def int_bool_str_033_f():
    return 0 or 'd'


def int_bool_str_034_h():
    r = '' and 1
    assert r == ''


def int_bool_str_034_f():
    r = '' and 1
    assert r == '!'


@deal.post(lambda r: r == [0])
def int_bool_str_035_h():
    return [] or [0]


@deal.post(lambda r: r != [0])
def int_bool_str_035_f():
    return [] or [0]


def int_bool_str_036_h():
    r = None is None
    assert r


def int_bool_str_036_f():
    r = None is None
    assert not r


@deal.post(lambda r: r == -1)
def int_bool_str_037_h():
    return min(3, -1, 2)


@deal.post(lambda r: r == -2)
def int_bool_str_037_f():
    return min(3, -1, 2)


def int_bool_str_038_h():
    r = max(True, 2)
    assert r == 2


def int_bool_str_038_f():
    r = max(True, 2)
    assert r != 2


@deal.post(lambda r: r == 17)
def int_bool_str_039_h():
    return round(17)


@deal.post(lambda r: r == 16)
def int_bool_str_039_f():
    return round(17)


def int_bool_str_040_h():
    r = int(True) + bool(2)
    assert r == 2


def int_bool_str_040_f():
    r = int(True) + bool(2)
    assert r == 3


@deal.post(lambda r: r == 24)
def int_bool_str_041_h():
    return pow(2, 10, 1000)


@deal.post(lambda r: r != 24)
def int_bool_str_041_f():
    return pow(2, 10, 1000)


def int_bool_str_042_h():
    r = pow(3, -1, 7)
    assert r == 5


def int_bool_str_042_f():
    r = pow(3, -1, 7)
    assert r == 6


@deal.post(lambda r: r == 5050)
def int_bool_str_043_h():
    return sum(range(101))


@deal.post(lambda r: r == 5049)
def int_bool_str_043_f():
    return sum(range(101))


def int_bool_str_044_h():
    r = (2 ** 64 - 1) % 2 ** 32
    assert r == 4294967295


def int_bool_str_044_f():
    r = (2 ** 64 - 1) % 2 ** 32
    assert r != 4294967295


@deal.post(lambda r: r)
def int_bool_str_045_h():
    return isinstance(True, int)


@deal.post(lambda r: not r)
def int_bool_str_045_f():
    return isinstance(True, int)


def int_bool_str_046_h():
    r = str(10 ** 20)
    assert r == '100000000000000000000'


def int_bool_str_046_f():
    r = str(10 ** 20)
    assert r == '100000000000000000000!'


@deal.post(lambda r: r == 0)
def int_bool_str_047_h():
    return int('-0')


@deal.post(lambda r: r != 0)
def int_bool_str_047_f():
    return int('-0')


def int_bool_str_048_h():
    r = hex(255)
    assert r == '0xff'


def int_bool_str_048_f():
    r = hex(255)
    assert r == '0xff!'


@deal.post(lambda r: r == 1001)
def int_bool_str_049_h():
    return 1_000 + 1


@deal.post(lambda r: r == 1000)
def int_bool_str_049_f():
    return 1_000 + 1


def int_bool_str_050_h():
    r = 0 == False
    assert r


def int_bool_str_050_f():
    r = 0 == False
    assert not r


@deal.post(lambda r: not r)
def int_bool_str_051_h():
    return '1' == 1


@deal.post(lambda r: r)
def int_bool_str_051_f():
    return '1' == 1


def int_bool_str_052_h():
    r = chr(97) + 'b'
    assert r == 'ab'


def int_bool_str_052_f():
    r = chr(97) + 'b'
    assert r == 'ab!'
