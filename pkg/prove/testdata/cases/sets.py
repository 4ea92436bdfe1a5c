"""Sets of ints or of strs: operators, comparisons and methods as CPython
gives them."""

import deal


# expect: proved
def operators():
    a = {1, 2, 3}
    b = {2, 3, 4}
    assert a | b == {1, 2, 3, 4} and a & b == {2, 3} and a - b == {1} and a ^ b == {1, 4}
    assert {1} <= a and {1} < a and not (a < a) and a >= {3} and a > {3} and a != b
    assert len(a | b) == 4 and len({1, 1, 2}) == 2


# expect: proved
def methods():
    s = set()
    s.add("x")
    s.add("y")
    s.add("x")
    assert len(s) == 2 and "x" in s
    s.discard("x")
    s.discard("z")
    assert s == {"y"}
    s.remove("y")
    assert len(s) == 0 and not s
    a = {1, 2}
    assert a.union([3]) == {1, 2, 3} and a.intersection((2, 5)) == {2} and a.difference({1}) == {2}
    assert a.symmetric_difference({2, 3}) == {1, 3} and a.isdisjoint({5}) and not a.isdisjoint([2])
    assert a.issubset({1, 2, 3}) and a.issuperset([1]) and a.copy() == a


# expect: refuted
def remove_missing():
    s = {1}
    s.remove(2)


# expect: refuted
def add_unhashable():
    s = set()
    s.add([1])


# expect: refuted
def bad_operator():
    x = {1} + {2}


# expect: unsupported
def mixed_kinds():
    assert {1} & {True} == {1}


# expect: proved
@deal.pre(lambda a, b: True)
def symbolic(a: int, b: int):
    s = {a, b}
    t = {b}
    assert s - t <= {a}
    assert (a in t) == (a == b)
    seen = set()
    for x in [a, b, a]:
        seen.add(x)
    assert len(seen) == (1 if a == b else 2)
    if a != b:
        assert s ^ t == {a}


# expect: proved
def any_number_of_iterables():
    s = {1, 2, 3}
    assert s.union() == s and s.intersection([1, 2], {2}) == {2}
    assert s.difference([1], [2]) == {3} and s.union([4], (5,)) == {1, 2, 3, 4, 5}


# expect: refuted
def symmetric_difference_arity():
    {1}.symmetric_difference()
