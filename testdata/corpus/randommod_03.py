"""Corpus of issue 18, written by gen.py: do not edit."""

import deal
import math
import random


@deal.raises(ValueError)
def random_045_h():
    x = random.randint(5, 1)
    return 0


def random_045_f():
    x = random.randint(5, 1)
    r = 0
    assert True
