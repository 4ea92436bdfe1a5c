"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import os.path


def os_path_000_h():
    r = os.path.join('a', 'b')
    assert r == 'a/b'


def os_path_000_f():
    r = os.path.join('a', 'b')
    assert r == 'a/b!'


@deal.post(lambda r: r == '/b')
def os_path_001_h():
    return os.path.join('a', '/b')


@deal.post(lambda r: r == 'b')
def os_path_001_f():
    return os.path.join('a', '/b')


def os_path_002_h():
    r = os.path.join('a/', 'b')
    assert r == 'a/b'


def os_path_002_f():
    r = os.path.join('a/', 'b')
    assert r != 'a/b'


@deal.post(lambda r: r == 'b')
def os_path_003_h():
    return os.path.join('', 'b')


@deal.post(lambda r: r == '')
def os_path_003_f():
    return os.path.join('', 'b')


def os_path_004_h():
    r = os.path.join('a', '')
    assert r == 'a/'


def os_path_004_f():
    r = os.path.join('a', '')
    assert r == 'a/!'


@deal.post(lambda r: r == 'b')
def os_path_005_h():
    return os.path.basename('/a/b')


@deal.post(lambda r: r != 'b')
def os_path_005_f():
    return os.path.basename('/a/b')


def os_path_006_h():
    r = os.path.basename('/a/b/')
    assert r == ''


def os_path_006_f():
    r = os.path.basename('/a/b/')
    assert r == '!'


@deal.post(lambda r: r == '/a')
def os_path_007_h():
    return os.path.dirname('/a/b')


@deal.post(lambda r: r == 'a')
def os_path_007_f():
    return os.path.dirname('/a/b')


def os_path_008_h():
    r = os.path.dirname('b')
    assert r == ''


def os_path_008_f():
    r = os.path.dirname('b')
    assert r != ''


@deal.post(lambda r: r == '/')
def os_path_009_h():
    return os.path.dirname('/')


@deal.post(lambda r: r == '')
def os_path_009_f():
    return os.path.dirname('/')


def os_path_010_h():
    r = os.path.split('/a/b')
    assert r == ('/a', 'b')


def os_path_010_f():
    r = os.path.split('/a/b')
    assert r == ('/a', 'b', 0)


@deal.post(lambda r: r == ('', 'a'))
def os_path_011_h():
    return os.path.split('a')


@deal.post(lambda r: r != ('', 'a'))
def os_path_011_f():
    return os.path.split('a')


def os_path_012_h():
    r = os.path.split('//a')
    assert r == ('//', 'a')


def os_path_012_f():
    r = os.path.split('//a')
    assert r == ('//', 'a', 0)


@deal.post(lambda r: r == ('a/b.tar', '.gz'))
def os_path_013_h():
    return os.path.splitext('a/b.tar.gz')


@deal.post(lambda r: r == ('a/b.tar', '.gz', 0))
def os_path_013_f():
    return os.path.splitext('a/b.tar.gz')


def os_path_014_h():
    r = os.path.splitext('.bashrc')
    assert r == ('.bashrc', '')


def os_path_014_f():
    r = os.path.splitext('.bashrc')
    assert r != ('.bashrc', '')
