"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


def str_methods_000_h():
    r = 'Hello'.lower()
    assert r == 'hello'


def str_methods_000_f():
    r = 'Hello'.lower()
    assert r == 'hello!'


@deal.post(lambda r: r == 'HELLO')
def str_methods_001_h():
    return 'Hello'.upper()


@deal.post(lambda r: r == 'ELLO')
def str_methods_001_f():
    return 'Hello'.upper()


def str_methods_002_h():
    r = 'ß'.upper()
    assert r == 'SS'


def str_methods_002_f():
    r = 'ß'.upper()
    assert r != 'SS'


@deal.post(lambda r: r == 'i̇')
def str_methods_003_h():
    return 'İ'.lower()


@deal.post(lambda r: r == '̇')
def str_methods_003_f():
    return 'İ'.lower()


def str_methods_004_h():
    r = '  x '.strip()
    assert r == 'x'


def str_methods_004_f():
    r = '  x '.strip()
    assert r == 'x!'


@deal.post(lambda r: r == 'a')
def str_methods_005_h():
    return 'xxaxx'.strip('x')


@deal.post(lambda r: r != 'a')
def str_methods_005_f():
    return 'xxaxx'.strip('x')


def str_methods_006_h():
    r = ' a '.lstrip()
    assert r == 'a '


def str_methods_006_f():
    r = ' a '.lstrip()
    assert r == 'a !'


@deal.post(lambda r: r == ' a')
def str_methods_007_h():
    return ' a '.rstrip()


@deal.post(lambda r: r == 'a')
def str_methods_007_f():
    return ' a '.rstrip()


def str_methods_008_h():
    r = 'a,b,,c'.split(',')
    assert r == ['a', 'b', '', 'c']


def str_methods_008_f():
    r = 'a,b,,c'.split(',')
    assert r != ['a', 'b', '', 'c']


@deal.post(lambda r: r == ['a', 'b', 'c'])
def str_methods_009_h():
    return 'a b  c'.split()


@deal.post(lambda r: r == ['b', 'c'])
def str_methods_009_f():
    return 'a b  c'.split()


def str_methods_010_h():
    r = 'a,b,c'.split(',', 1)
    assert r == ['a', 'b,c']


def str_methods_010_f():
    r = 'a,b,c'.split(',', 1)
    assert r == ['a', 'b,c', 0]


@deal.post(lambda r: r == ['a,b', 'c'])
def str_methods_011_h():
    return 'a,b,c'.rsplit(',', 1)


@deal.post(lambda r: r != ['a,b', 'c'])
def str_methods_011_f():
    return 'a,b,c'.rsplit(',', 1)


def str_methods_012_h():
    r = ','.join(['a', 'b'])
    assert r == 'a,b'


def str_methods_012_f():
    r = ','.join(['a', 'b'])
    assert r == 'a,b!'


@deal.post(lambda r: r == '')
def str_methods_013_h():
    return ''.join([])


@deal.post(lambda r: r == '?')
def str_methods_013_f():
    return ''.join([])


def str_methods_014_h():
    r = '-'.join('abc')
    assert r == 'a-b-c'


def str_methods_014_f():
    r = '-'.join('abc')
    assert r != 'a-b-c'


@deal.raises(TypeError)
def str_methods_015_h():
    return ','.join([1, 2])


@deal.raises(ValueError)
def str_methods_015_f():
    return ','.join([1, 2])


def str_methods_016_h():
    r = 'hello'.replace('l', 'L')
    assert r == 'heLLo'


def str_methods_016_f():
    r = 'hello'.replace('l', 'L')
    assert r == 'heLLo!'


@deal.post(lambda r: r == 'heLlo')
def str_methods_017_h():
    return 'hello'.replace('l', 'L', 1)


@deal.post(lambda r: r != 'heLlo')
def str_methods_017_f():
    return 'hello'.replace('l', 'L', 1)


def str_methods_018_h():
    r = 'hello'.find('l')
    assert r == 2


def str_methods_018_f():
    r = 'hello'.find('l')
    assert r == 3


@deal.post(lambda r: r == -1)
def str_methods_019_h():
    return 'hello'.find('z')


@deal.post(lambda r: r == -2)
def str_methods_019_f():
    return 'hello'.find('z')


def str_methods_020_h():
    r = 'hello'.rfind('l')
    assert r == 3


def str_methods_020_f():
    r = 'hello'.rfind('l')
    assert r != 3


@deal.raises(ValueError)
def str_methods_021_h():
    return 'hello'.index('z')


@deal.raises(TypeError)
def str_methods_021_f():
    return 'hello'.index('z')


def str_methods_022_h():
    r = 'hello'.count('l')
    assert r == 2


def str_methods_022_f():
    r = 'hello'.count('l')
    assert r == 3


@deal.post(lambda r: r == 1)
def str_methods_023_h():
    return 'aaa'.count('aa')


@deal.post(lambda r: r != 1)
def str_methods_023_f():
    return 'aaa'.count('aa')


def str_methods_024_h():
    r = 'abc'.startswith('ab')
    assert r


def str_methods_024_f():
    r = 'abc'.startswith('ab')
    assert not r


@deal.post(lambda r: r)
def str_methods_025_h():
    return 'abc'.endswith(('x', 'c'))


@deal.post(lambda r: not r)
def str_methods_025_f():
    return 'abc'.endswith(('x', 'c'))


def str_methods_026_h():
    r = 'abc'.startswith('')
    assert r


def str_methods_026_f():
    r = 'abc'.startswith('')
    assert not r


@deal.post(lambda r: r)
def str_methods_027_h():
    return '123'.isdigit()


@deal.post(lambda r: not r)
def str_methods_027_f():
    return '123'.isdigit()


def str_methods_028_h():
    r = '١٢٣'.isdigit()
    assert r


def str_methods_028_f():
    r = '١٢٣'.isdigit()
    assert not r


@deal.post(lambda r: not r)
def str_methods_029_h():
    return ''.isdigit()


@deal.post(lambda r: r)
def str_methods_029_f():
    return ''.isdigit()


def str_methods_030_h():
    r = 'abc'.isalpha()
    assert r


def str_methods_030_f():
    r = 'abc'.isalpha()
    assert not r


@deal.post(lambda r: r)
def str_methods_031_h():
    return 'é'.isalpha()


@deal.post(lambda r: not r)
def str_methods_031_f():
    return 'é'.isalpha()


def str_methods_032_h():
    r = 'a1'.isalnum()
    assert r


def str_methods_032_f():
    r = 'a1'.isalnum()
    assert not r


@deal.post(lambda r: r)
def str_methods_033_h():
    return '  '.isspace()


@deal.post(lambda r: not r)
def str_methods_033_f():
    return '  '.isspace()


def str_methods_034_h():
    r = 'Hi There'.istitle()
    assert r


def str_methods_034_f():
    r = 'Hi There'.istitle()
    assert not r


@deal.post(lambda r: r == 'Hello World')
def str_methods_035_h():
    return 'hello world'.title()


@deal.post(lambda r: r != 'Hello World')
def str_methods_035_f():
    return 'hello world'.title()


def str_methods_036_h():
    r = 'hello'.capitalize()
    assert r == 'Hello'


def str_methods_036_f():
    r = 'hello'.capitalize()
    assert r == 'Hello!'


@deal.post(lambda r: r == 'hELLO')
def str_methods_037_h():
    return 'Hello'.swapcase()


@deal.post(lambda r: r == 'ELLO')
def str_methods_037_f():
    return 'Hello'.swapcase()


def str_methods_038_h():
    r = 'ab'.center(6, '*')
    assert r == '**ab**'


def str_methods_038_f():
    r = 'ab'.center(6, '*')
    assert r != '**ab**'


@deal.post(lambda r: r == 'ab  ')
def str_methods_039_h():
    return 'ab'.ljust(4)


@deal.post(lambda r: r == 'b  ')
def str_methods_039_f():
    return 'ab'.ljust(4)


def str_methods_040_h():
    r = 'ab'.rjust(4, '0')
    assert r == '00ab'


def str_methods_040_f():
    r = 'ab'.rjust(4, '0')
    assert r == '00ab!'


@deal.post(lambda r: r == '00042')
def str_methods_041_h():
    return '42'.zfill(5)


@deal.post(lambda r: r != '00042')
def str_methods_041_f():
    return '42'.zfill(5)


def str_methods_042_h():
    r = '-42'.zfill(5)
    assert r == '-0042'


def str_methods_042_f():
    r = '-42'.zfill(5)
    assert r == '-0042!'


@deal.post(lambda r: r == ['a', 'b', 'c'])
def str_methods_043_h():
    return 'a\nb\r\nc'.splitlines()


@deal.post(lambda r: r == ['b', 'c'])
def str_methods_043_f():
    return 'a\nb\r\nc'.splitlines()


def str_methods_044_h():
    r = 'a=b=c'.partition('=')
    assert r == ('a', '=', 'b=c')


def str_methods_044_f():
    r = 'a=b=c'.partition('=')
    assert r != ('a', '=', 'b=c')


@deal.post(lambda r: r == ('a=b', '=', 'c'))
def str_methods_045_h():
    return 'a=b=c'.rpartition('=')


@deal.post(lambda r: r == ('a=b', '=', 'c', 0))
def str_methods_045_f():
    return 'a=b=c'.rpartition('=')


def str_methods_046_h():
    r = 'abc'.removeprefix('a')
    assert r == 'bc'


def str_methods_046_f():
    r = 'abc'.removeprefix('a')
    assert r == 'bc!'


@deal.post(lambda r: r == 'a')
def str_methods_047_h():
    return 'abc'.removesuffix('bc')


@deal.post(lambda r: r != 'a')
def str_methods_047_f():
    return 'abc'.removesuffix('bc')


def str_methods_048_h():
    r = 'x'.encode() == b'x'
    assert r


def str_methods_048_f():
    r = 'x'.encode() == b'x'
    assert not r


@deal.post(lambda r: r == 'strasse')
def str_methods_049_h():
    return 'Straße'.casefold()


@deal.post(lambda r: r == 'trasse')
def str_methods_049_f():
    return 'Straße'.casefold()


def str_methods_050_h():
    r = len('héllo')
    assert r == 5


def str_methods_050_f():
    r = len('héllo')
    assert r != 5


@deal.post(lambda r: r == 1)
def str_methods_051_h():
    return len('\U0001f600')


@deal.post(lambda r: r == 0)
def str_methods_051_f():
    return len('\U0001f600')


def str_methods_052_h():
    r = 'ab' * 3
    assert r == 'ababab'


def str_methods_052_f():
    r = 'ab' * 3
    assert r == 'ababab!'


@deal.post(lambda r: r)
def str_methods_053_h():
    return 'a' + 'b' == 'ab'


@deal.post(lambda r: not r)
def str_methods_053_f():
    return 'a' + 'b' == 'ab'


def str_methods_054_h():
    r = 'b' in 'abc'
    assert r


def str_methods_054_f():
    r = 'b' in 'abc'
    assert not r


@deal.post(lambda r: r)
def str_methods_055_h():
    return '' in 'abc'


@deal.post(lambda r: not r)
def str_methods_055_f():
    return '' in 'abc'


def str_methods_056_h():
    r = str(3)
    assert r == '3'


def str_methods_056_f():
    r = str(3)
    assert r != '3'


@deal.post(lambda r: r == '-0.0')
def str_methods_057_h():
    return str(-0.0)


@deal.post(lambda r: r == '0.0')
def str_methods_057_f():
    return str(-0.0)


def str_methods_058_h():
    r = str(1e16)
    assert r == '1e+16'


def str_methods_058_f():
    r = str(1e16)
    assert r == '1e+16!'


@deal.post(lambda r: r == 'True')
def str_methods_059_h():
    return str(True)


@deal.post(lambda r: r != 'True')
def str_methods_059_f():
    return str(True)


def str_methods_060_h():
    r = repr('a')
    assert r == "'a'"


def str_methods_060_f():
    r = repr('a')
    assert r == "'a'!"


@deal.post(lambda r: r == '1 x')
def str_methods_061_h():
    return '{} {}'.format(1, 'x')


@deal.post(lambda r: r == ' x')
def str_methods_061_f():
    return '{} {}'.format(1, 'x')


def str_methods_062_h():
    r = f'{3:>4}'
    assert r == '   3'


def str_methods_062_f():
    r = f'{3:>4}'
    assert r != '   3'


@deal.post(lambda r: r == '2')
def str_methods_063_h():
    return f'{2.5:.0f}'


@deal.post(lambda r: r == '')
def str_methods_063_f():
    return f'{2.5:.0f}'


@deal.raises(IndexError)
def str_methods_064_h():
    return 'abc'[10]


def str_methods_064_f():
    return 'abc'[10]


@deal.post(lambda r: r == 233)
def str_methods_065_h():
    return ord('é')


@deal.post(lambda r: r != 233)
def str_methods_065_f():
    return ord('é')


def str_methods_066_h():
    r = chr(233)
    assert r == 'é'


def str_methods_066_f():
    r = chr(233)
    assert r == 'é!'


@deal.raises(ValueError)
def str_methods_067_h():
    return chr(-1)


@deal.raises(TypeError)
def str_methods_067_f():
    return chr(-1)


def str_methods_068_h():
    r = 'a'.join('xyz')
    assert r == 'xayaz'


def str_methods_068_f():
    r = 'a'.join('xyz')
    assert r != 'xayaz'


@deal.post(lambda r: r == 'Tab here')
def str_methods_069_h():
    return 'Tab\there'.expandtabs(4)


@deal.post(lambda r: r == 'ab here')
def str_methods_069_f():
    return 'Tab\there'.expandtabs(4)


def str_methods_070_h():
    r = 'abc'.translate({97: 'A'})
    assert r == 'Abc'


def str_methods_070_f():
    r = 'abc'.translate({97: 'A'})
    assert r == 'Abc!'
