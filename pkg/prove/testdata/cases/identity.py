"""Containers compare identical items as equal before calling ==: the
constants of math are one object each."""

import math
from math import nan

import deal


# expect: proved
@deal.post(lambda r: r)
def same_nan_in_lists():
    return [math.nan] == [math.nan]


# expect: proved
@deal.post(lambda r: r)
def same_nan_through_names():
    x = math.nan
    return [x] == [x] and math.nan in [math.nan] and (nan,) == (math.nan,)


# expect: refuted
@deal.post(lambda r: r)
def two_nans():
    return [float("nan")] == [float("nan")]


# expect: refuted
def nan_is_not_nan():
    assert math.nan == math.nan


# expect: proved
def same_nan_in_containers():
    assert math.nan in [math.nan]
    assert math.nan in {math.nan}
    assert len({math.nan, math.nan}) == 1
    assert math.nan in (0.0, math.nan)
    assert [[math.nan]] == [[math.nan]]


# expect: proved
def one_nan_object():
    x = float("nan")
    assert x in [x] and [x] == [x] and len({x, x}) == 1


# expect: refuted
def two_nan_objects():
    assert float("nan") in [float("nan")]
