"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import re


def re_000_h():
    r = re.fullmatch('a+', 'aaa') is not None
    assert r


def re_000_f():
    r = re.fullmatch('a+', 'aaa') is not None
    assert not r


@deal.post(lambda r: not r)
def re_001_h():
    return re.fullmatch('a+', 'aab') is not None


@deal.post(lambda r: r)
def re_001_f():
    return re.fullmatch('a+', 'aab') is not None


def re_002_h():
    r = re.match('a+', 'aab') is not None
    assert r


def re_002_f():
    r = re.match('a+', 'aab') is not None
    assert not r


@deal.post(lambda r: r)
def re_003_h():
    return re.match('b', 'ab') is None


@deal.post(lambda r: not r)
def re_003_f():
    return re.match('b', 'ab') is None


def re_004_h():
    r = re.search('b', 'ab') is not None
    assert r


def re_004_f():
    r = re.search('b', 'ab') is not None
    assert not r


@deal.post(lambda r: r)
def re_005_h():
    return re.fullmatch('[a-z]+@[a-z]+\\.com', 'bob@example.com') is not None


@deal.post(lambda r: not r)
def re_005_f():
    return re.fullmatch('[a-z]+@[a-z]+\\.com', 'bob@example.com') is not None


def re_006_h():
    r = re.fullmatch('[a-z]+@[a-z]+\\.com', 'bob@example.org') is not None
    assert not r


def re_006_f():
    r = re.fullmatch('[a-z]+@[a-z]+\\.com', 'bob@example.org') is not None
    assert r


@deal.post(lambda r: r)
def re_007_h():
    return re.fullmatch('(ab|cd)*', 'abcdab') is not None


@deal.post(lambda r: not r)
def re_007_f():
    return re.fullmatch('(ab|cd)*', 'abcdab') is not None


def re_008_h():
    r = re.fullmatch('(ab|cd)*', 'abc') is not None
    assert not r


def re_008_f():
    r = re.fullmatch('(ab|cd)*', 'abc') is not None
    assert r


@deal.post(lambda r: not r)
def re_009_h():
    return re.fullmatch('a{2,3}', 'aaaa') is not None


@deal.post(lambda r: r)
def re_009_f():
    return re.fullmatch('a{2,3}', 'aaaa') is not None


def re_010_h():
    r = re.fullmatch('a{2,3}', 'aaa') is not None
    assert r


def re_010_f():
    r = re.fullmatch('a{2,3}', 'aaa') is not None
    assert not r


@deal.post(lambda r: not r)
def re_011_h():
    return re.search('^b', 'ab') is not None


@deal.post(lambda r: r)
def re_011_f():
    return re.search('^b', 'ab') is not None


def re_012_h():
    r = re.search('a$', 'ba') is not None
    assert r


def re_012_f():
    r = re.search('a$', 'ba') is not None
    assert not r


@deal.post(lambda r: r)
def re_013_h():
    return re.search('a$', 'ba\n') is not None


@deal.post(lambda r: not r)
def re_013_f():
    return re.search('a$', 'ba\n') is not None


def re_014_h():
    r = re.fullmatch('\\d+', '١٢') is not None
    assert r


def re_014_f():
    r = re.fullmatch('\\d+', '١٢') is not None
    assert not r


@deal.post(lambda r: r)
def re_015_h():
    return re.fullmatch('\\d+', '12') is not None


@deal.post(lambda r: not r)
def re_015_f():
    return re.fullmatch('\\d+', '12') is not None


def re_016_h():
    r = re.fullmatch('\\w+', 'héllo') is not None
    assert r


def re_016_f():
    r = re.fullmatch('\\w+', 'héllo') is not None
    assert not r


@deal.post(lambda r: r)
def re_017_h():
    return re.fullmatch('[^0-9]*', 'abc') is not None


@deal.post(lambda r: not r)
def re_017_f():
    return re.fullmatch('[^0-9]*', 'abc') is not None


def re_018_h():
    r = re.fullmatch('.', '\n') is not None
    assert not r


def re_018_f():
    r = re.fullmatch('.', '\n') is not None
    assert r


@deal.post(lambda r: r)
def re_019_h():
    return re.fullmatch('a?b', 'b') is not None


@deal.post(lambda r: not r)
def re_019_f():
    return re.fullmatch('a?b', 'b') is not None


def re_020_h():
    r = bool(re.compile('x+').fullmatch('xx'))
    assert r


def re_020_f():
    r = bool(re.compile('x+').fullmatch('xx'))
    assert not r


@deal.post(lambda r: not r)
def re_021_h():
    return bool(re.compile('x+').fullmatch('xy'))


@deal.post(lambda r: r)
def re_021_f():
    return bool(re.compile('x+').fullmatch('xy'))


def re_022_h():
    r = re.match('', 'abc') is not None
    assert r


def re_022_f():
    r = re.match('', 'abc') is not None
    assert not r


@deal.post(lambda r: r)
def re_023_h():
    return re.fullmatch('a|ab', 'ab') is not None


@deal.post(lambda r: not r)
def re_023_f():
    return re.fullmatch('a|ab', 'ab') is not None


def re_024_h():
    r = re.match('a|ab', 'ab').group()
    assert r == 'a'


def re_024_f():
    r = re.match('a|ab', 'ab').group()
    assert r == 'a!'


@deal.post(lambda r: r == ['a', 'a', 'a'])
def re_025_h():
    return re.findall('a', 'banana')


@deal.post(lambda r: r == ['a', 'a'])
def re_025_f():
    return re.findall('a', 'banana')


def re_026_h():
    r = re.sub('a', 'o', 'banana')
    assert r == 'bonono'


def re_026_f():
    r = re.sub('a', 'o', 'banana')
    assert r != 'bonono'


@deal.post(lambda r: r == ['a', 'b'])
def re_027_h():
    return re.split(',', 'a,b')


@deal.post(lambda r: r == ['b'])
def re_027_f():
    return re.split(',', 'a,b')


@deal.raises(re.error)
def re_028_h():
    return re.fullmatch('(', 'x')


def re_028_f():
    return re.fullmatch('(', 'x')


@deal.post(lambda r: r)
def re_029_h():
    return re.fullmatch('\\s*', ' \t') is not None


@deal.post(lambda r: not r)
def re_029_f():
    return re.fullmatch('\\s*', ' \t') is not None


def re_030_h():
    r = re.search('[A-Z]', 'abc') is not None
    assert not r


def re_030_f():
    r = re.search('[A-Z]', 'abc') is not None
    assert r


@deal.post(lambda r: r)
def re_031_h():
    return re.fullmatch('[A-Za-z0-9._%+-]+', 'a.b%c') is not None


@deal.post(lambda r: not r)
def re_031_f():
    return re.fullmatch('[A-Za-z0-9._%+-]+', 'a.b%c') is not None


def re_032_h():
    r = re.fullmatch('colou?r', 'color') is not None
    assert r


def re_032_f():
    r = re.fullmatch('colou?r', 'color') is not None
    assert not r


@deal.post(lambda r: not r)
def re_033_h():
    return re.fullmatch('colou?r', 'colouur') is not None


@deal.post(lambda r: r)
def re_033_f():
    return re.fullmatch('colou?r', 'colouur') is not None
