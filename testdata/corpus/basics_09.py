"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.post(lambda r: not r)
def int_bool_str_135_h():
    return str(-0) == '-0'


@deal.post(lambda r: r)
def int_bool_str_135_f():
    return str(-0) == '-0'
