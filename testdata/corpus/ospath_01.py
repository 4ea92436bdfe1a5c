"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import os.path


@deal.post(lambda r: r == ('a.b/c', ''))
def os_path_015_h():
    return os.path.splitext('a.b/c')


@deal.post(lambda r: r == ('a.b/c', '', 0))
def os_path_015_f():
    return os.path.splitext('a.b/c')


def os_path_016_h():
    r = os.path.isabs('/x')
    assert r


def os_path_016_f():
    r = os.path.isabs('/x')
    assert not r


@deal.post(lambda r: not r)
def os_path_017_h():
    return os.path.isabs('x/y')


@deal.post(lambda r: r)
def os_path_017_f():
    return os.path.isabs('x/y')


def os_path_018_h():
    r = os.path.isabs('//x')
    assert r


def os_path_018_f():
    r = os.path.isabs('//x')
    assert not r


@deal.post(lambda r: r == 'a/c')
def os_path_019_h():
    return os.path.normpath('a//b/../c/.')


@deal.post(lambda r: r == '/c')
def os_path_019_f():
    return os.path.normpath('a//b/../c/.')


def os_path_020_h():
    r = os.path.normpath('/../a')
    assert r == '/a'


def os_path_020_f():
    r = os.path.normpath('/../a')
    assert r != '/a'


@deal.post(lambda r: r == '.')
def os_path_021_h():
    return os.path.normpath('')


@deal.post(lambda r: r == '')
def os_path_021_f():
    return os.path.normpath('')


def os_path_022_h():
    r = os.path.normpath('//a/b')
    assert r == '//a/b'


def os_path_022_f():
    r = os.path.normpath('//a/b')
    assert r == '//a/b!'


@deal.post(lambda r: r == '/a')
def os_path_023_h():
    return os.path.normpath('///a')


@deal.post(lambda r: r != '/a')
def os_path_023_f():
    return os.path.normpath('///a')


def os_path_024_h():
    r = os.path.normpath('a/..')
    assert r == '.'


def os_path_024_f():
    r = os.path.normpath('a/..')
    assert r == '.!'


@deal.post(lambda r: r == '../../x')
def os_path_025_h():
    return os.path.normpath('../../x')


@deal.post(lambda r: r == './../x')
def os_path_025_f():
    return os.path.normpath('../../x')


def os_path_026_h():
    r = os.path.join('a', 'b', 'c')
    assert r == 'a/b/c'


def os_path_026_f():
    r = os.path.join('a', 'b', 'c')
    assert r != 'a/b/c'


@deal.post(lambda r: r == 'ü.txt')
def os_path_027_h():
    return os.path.basename('é/ü.txt')


@deal.post(lambda r: r == '.txt')
def os_path_027_f():
    return os.path.basename('é/ü.txt')


def os_path_028_h():
    r = os.path.splitext('x.')
    assert r == ('x', '.')


def os_path_028_f():
    r = os.path.splitext('x.')
    assert r == ('x', '.', 0)


@deal.raises(TypeError)
def os_path_029_h():
    return os.path.join('/a', 1)


@deal.raises(ValueError)
def os_path_029_f():
    return os.path.join('/a', 1)
