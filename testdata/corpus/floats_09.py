"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math


@deal.raises(OverflowError)
def true_division_044_h():
    return (2 ** 1024 - 2 ** 969) / 1


def true_division_044_f():
    return (2 ** 1024 - 2 ** 969) / 1
