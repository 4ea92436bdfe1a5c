"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def str_ordering_000_h():
    r = 'abc' < 'abd'
    assert r


def str_ordering_000_f():
    r = 'abc' < 'abd'
    assert not r


@deal.post(lambda r: not r)
def str_ordering_001_h():
    return 'abc' < 'ab'


@deal.post(lambda r: r)
def str_ordering_001_f():
    return 'abc' < 'ab'


def str_ordering_002_h():
    r = '' < 'a'
    assert r


def str_ordering_002_f():
    r = '' < 'a'
    assert not r


@deal.post(lambda r: r)
def str_ordering_003_h():
    return 'B' < 'a'


@deal.post(lambda r: not r)
def str_ordering_003_f():
    return 'B' < 'a'


def str_ordering_004_h():
    r = 'a' < 'B'
    assert not r


def str_ordering_004_f():
    r = 'a' < 'B'
    assert r


@deal.post(lambda r: r)
def str_ordering_005_h():
    return 'é' > 'z'


@deal.post(lambda r: not r)
def str_ordering_005_f():
    return 'é' > 'z'


def str_ordering_006_h():
    r = 'Z' < 'a'
    assert r


def str_ordering_006_f():
    r = 'Z' < 'a'
    assert not r


@deal.post(lambda r: r)
def str_ordering_007_h():
    return '10' < '9'


@deal.post(lambda r: not r)
def str_ordering_007_f():
    return '10' < '9'


def str_ordering_008_h():
    r = 'apple' <= 'apple'
    assert r


def str_ordering_008_f():
    r = 'apple' <= 'apple'
    assert not r


@deal.post(lambda r: not r)
def str_ordering_009_h():
    return 'apple' >= 'apples'


@deal.post(lambda r: r)
def str_ordering_009_f():
    return 'apple' >= 'apples'


def str_ordering_010_h():
    r = '日本' > '中国'
    assert r


def str_ordering_010_f():
    r = '日本' > '中国'
    assert not r


@deal.post(lambda r: not r)
def str_ordering_011_h():
    return '\x00' < ''


@deal.post(lambda r: r)
def str_ordering_011_f():
    return '\x00' < ''


def str_ordering_012_h():
    r = 'a\x00' > 'a'
    assert r


def str_ordering_012_f():
    r = 'a\x00' > 'a'
    assert not r


@deal.post(lambda r: not r)
def str_ordering_013_h():
    return 'ß' < 'ss'


@deal.post(lambda r: r)
def str_ordering_013_f():
    return 'ß' < 'ss'


def str_ordering_014_h():
    r = 'abc' > 'ABC'
    assert r


def str_ordering_014_f():
    r = 'abc' > 'ABC'
    assert not r


@deal.post(lambda r: r == 'a')
def str_ordering_015_h():
    return min('b', 'a', 'c')


@deal.post(lambda r: r == '')
def str_ordering_015_f():
    return min('b', 'a', 'c')


def str_ordering_016_h():
    r = max(['x', 'xy', 'w'])
    assert r == 'xy'


def str_ordering_016_f():
    r = max(['x', 'xy', 'w'])
    assert r == 'xy!'


@deal.post(lambda r: r == ['B', 'a', 'b', 'é'])
def str_ordering_017_h():
    return sorted(['b', 'a', 'B', 'é'])


@deal.post(lambda r: r != ['B', 'a', 'b', 'é'])
def str_ordering_017_f():
    return sorted(['b', 'a', 'B', 'é'])


def str_ordering_018_h():
    r = sorted('hello')
    assert r == ['e', 'h', 'l', 'l', 'o']


def str_ordering_018_f():
    r = sorted('hello')
    assert r == ['e', 'h', 'l', 'l', 'o', 0]


@deal.raises(TypeError)
def str_ordering_019_h():
    return 'a' < 1


@deal.raises(ValueError)
def str_ordering_019_f():
    return 'a' < 1


def str_ordering_020_h():
    r = 'a' == 1
    assert not r


def str_ordering_020_f():
    r = 'a' == 1
    assert r


@deal.post(lambda r: r)
def str_ordering_021_h():
    return ('a', 1) < ('a', 2)


@deal.post(lambda r: not r)
def str_ordering_021_f():
    return ('a', 1) < ('a', 2)


def str_ordering_022_h():
    r = ['b'] > ['a', 'z']
    assert r


def str_ordering_022_f():
    r = ['b'] > ['a', 'z']
    assert not r


@deal.post(lambda r: r)
def str_ordering_023_h():
    return '\U0001f600' > '\uffff'


@deal.post(lambda r: not r)
def str_ordering_023_f():
    return '\U0001f600' > '\uffff'


def str_ordering_024_h():
    r = '\uff21' > 'A'
    assert r


def str_ordering_024_f():
    r = '\uff21' > 'A'
    assert not r


@deal.post(lambda r: not r)
def str_ordering_025_h():
    return 'e\u0301' == 'é'


@deal.post(lambda r: r)
def str_ordering_025_f():
    return 'e\u0301' == 'é'


def str_ordering_026_h():
    r = 'a' * 3 < 'aab'
    assert r


def str_ordering_026_f():
    r = 'a' * 3 < 'aab'
    assert not r


@deal.post(lambda r: r == 'c')
def str_ordering_027_h():
    return max('abc')


@deal.post(lambda r: r == '')
def str_ordering_027_f():
    return max('abc')


def percent_format_000_h():
    r = '%d' % 42
    assert r == '42'


def percent_format_000_f():
    r = '%d' % 42
    assert r == '42!'


@deal.post(lambda r: r == '-7')
def percent_format_001_h():
    return '%d' % -7


@deal.post(lambda r: r == '7')
def percent_format_001_f():
    return '%d' % -7


def percent_format_002_h():
    r = '%d' % 3.9
    assert r == '3'


def percent_format_002_f():
    r = '%d' % 3.9
    assert r != '3'


@deal.post(lambda r: r == 'x')
def percent_format_003_h():
    return '%s' % 'x'


@deal.post(lambda r: r == '')
def percent_format_003_f():
    return '%s' % 'x'


def percent_format_004_h():
    r = '%s-%s' % (1, 2)
    assert r == '1-2'


def percent_format_004_f():
    r = '%s-%s' % (1, 2)
    assert r == '1-2!'


@deal.post(lambda r: r == "'a'")
def percent_format_005_h():
    return '%r' % 'a'


@deal.post(lambda r: r != "'a'")
def percent_format_005_f():
    return '%r' % 'a'


def percent_format_006_h():
    r = '%5d' % 42
    assert r == '   42'


def percent_format_006_f():
    r = '%5d' % 42
    assert r == '   42!'


@deal.post(lambda r: r == '42   |')
def percent_format_007_h():
    return '%-5d|' % 42


@deal.post(lambda r: r == '2   |')
def percent_format_007_f():
    return '%-5d|' % 42


def percent_format_008_h():
    r = '%05d' % -42
    assert r == '-0042'


def percent_format_008_f():
    r = '%05d' % -42
    assert r != '-0042'


@deal.post(lambda r: r == 'ff')
def percent_format_009_h():
    return '%x' % 255


@deal.post(lambda r: r == 'f')
def percent_format_009_f():
    return '%x' % 255


def percent_format_010_h():
    r = '%X' % 255
    assert r == 'FF'


def percent_format_010_f():
    r = '%X' % 255
    assert r == 'FF!'


@deal.post(lambda r: r == '10')
def percent_format_011_h():
    return '%o' % 8


@deal.post(lambda r: r != '10')
def percent_format_011_f():
    return '%o' % 8


def percent_format_012_h():
    r = '%.2f' % 3.14159
    assert r == '3.14'


def percent_format_012_f():
    r = '%.2f' % 3.14159
    assert r == '3.14!'


@deal.post(lambda r: r == '2')
def percent_format_013_h():
    return '%.0f' % 2.5


@deal.post(lambda r: r == '')
def percent_format_013_f():
    return '%.0f' % 2.5


def percent_format_014_h():
    r = '%.0f' % 3.5
    assert r == '4'


def percent_format_014_f():
    r = '%.0f' % 3.5
    assert r != '4'


@deal.post(lambda r: r == 'inf')
def percent_format_015_h():
    return '%f' % math.inf


@deal.post(lambda r: r == 'nf')
def percent_format_015_f():
    return '%f' % math.inf


def percent_format_016_h():
    r = '%e' % 12345.678
    assert r == '1.234568e+04'


def percent_format_016_f():
    r = '%e' % 12345.678
    assert r == '1.234568e+04!'


@deal.post(lambda r: r == '0.0001')
def percent_format_017_h():
    return '%g' % 0.0001


@deal.post(lambda r: r != '0.0001')
def percent_format_017_f():
    return '%g' % 0.0001


def percent_format_018_h():
    r = '%g' % 1e-5
    assert r == '1e-05'


def percent_format_018_f():
    r = '%g' % 1e-5
    assert r == '1e-05!'


@deal.post(lambda r: r == '%')
def percent_format_019_h():
    return '%%' % ()


@deal.post(lambda r: r == '')
def percent_format_019_f():
    return '%%' % ()


def percent_format_020_h():
    r = '%d%%' % 50
    assert r == '50%'


def percent_format_020_f():
    r = '%d%%' % 50
    assert r != '50%'


@deal.post(lambda r: r == '[1, 2]')
def percent_format_021_h():
    return '%s' % [1, 2]


@deal.post(lambda r: r == '1, 2]')
def percent_format_021_f():
    return '%s' % [1, 2]


@deal.raises(TypeError)
def percent_format_022_h():
    return '%d' % 'x'


def percent_format_022_f():
    return '%d' % 'x'


@deal.raises(TypeError)
def percent_format_023_h():
    return '%d %d' % (1,)


@deal.raises(ValueError)
def percent_format_023_f():
    return '%d %d' % (1,)


@deal.raises(TypeError)
def percent_format_024_h():
    return '%s' % (1, 2)


def percent_format_024_f():
    return '%s' % (1, 2)


@deal.post(lambda r: r == 'A')
def percent_format_025_h():
    return '%c' % 65


@deal.post(lambda r: r == '')
def percent_format_025_f():
    return '%c' % 65


def percent_format_026_h():
    r = '%(a)s' % {'a': 'é'}
    assert r == 'é'


def percent_format_026_f():
    r = '%(a)s' % {'a': 'é'}
    assert r != 'é'


@deal.post(lambda r: r == '+5')
def percent_format_027_h():
    return '%+d' % 5


@deal.post(lambda r: r == '5')
def percent_format_027_f():
    return '%+d' % 5


def percent_format_028_h():
    r = '% d' % 5
    assert r == ' 5'


def percent_format_028_f():
    r = '% d' % 5
    assert r == ' 5!'


@deal.post(lambda r: r == 'abc')
def percent_format_029_h():
    return '%.3s' % 'abcdef'


@deal.post(lambda r: r != 'abc')
def percent_format_029_f():
    return '%.3s' % 'abcdef'


def percent_format_030_h():
    r = '%s' % None
    assert r == 'None'


def percent_format_030_f():
    r = '%s' % None
    assert r == 'None!'


@deal.post(lambda r: r == '1')
def percent_format_031_h():
    return '%i' % True


@deal.post(lambda r: r == '')
def percent_format_031_f():
    return '%i' % True


def percent_format_032_h():
    r = '%.1f' % 0.05
    assert r == '0.1'


def percent_format_032_f():
    r = '%.1f' % 0.05
    assert r != '0.1'


@deal.post(lambda r: r == '0.2')
def percent_format_033_h():
    return '%.1f' % 0.25


@deal.post(lambda r: r == '.2')
def percent_format_033_f():
    return '%.1f' % 0.25


def percent_format_034_h():
    r = '%d' % 10 ** 20
    assert r == '100000000000000000000'


def percent_format_034_f():
    r = '%d' % 10 ** 20
    assert r == '100000000000000000000!'


@deal.post(lambda r: r == '-0.0')
def percent_format_035_h():
    return '%s' % -0.0


@deal.post(lambda r: r != '-0.0')
def percent_format_035_f():
    return '%s' % -0.0


def percent_format_036_h():
    r = '%s' % 1e16
    assert r == '1e+16'


def percent_format_036_f():
    r = '%s' % 1e16
    assert r == '1e+16!'


@deal.post(lambda r: r == '0.1')
def percent_format_037_h():
    return '%s' % 0.1


@deal.post(lambda r: r == '.1')
def percent_format_037_f():
    return '%s' % 0.1
