"""str ordering, %-formatting and str.count, each as CPython does it."""

import deal


# expect: proved
def order_literals():
    assert "abc" < "abd" < "b" and "é" > "z" and "a" < "aa" and "B" < "a"
    assert "\U0001F600" > "\uffff" and "" < "\x00"


# expect: proved
def order_symbolic():
    for x, y in [("", "a"), ("b", "ab")]:
        if x < y:
            assert not (y < x) and x != y and x <= y
        assert "" <= x and not (x < "")


# expect: refuted
def order_wrong():
    x, y = "b", "ab"
    assert x < y


# expect: proved
def percent():
    n = 12
    s = "x"
    assert "%d items" % n == f"{n} items"
    assert "%s: %i%%" % (s, n) == s + ": " + str(n) + "%"
    assert "%d/%s" % (True, True) == "1/True"
    assert "abc" % [] == "abc"
    assert "%s" % (None,) == "None"
    assert "%s" % -3 == "-3"


# expect: refuted
def percent_not_a_number():
    x = "%d" % "s"


# expect: refuted
def percent_too_few():
    x = "%s %s" % ("a",)


# expect: refuted
def percent_too_many():
    x = "abc" % 5


# expect: refuted
def percent_tuple_left_over():
    x = "%s" % ("a", "b")


# expect: unsupported
def percent_width():
    x = "%5d" % 3


# expect: proved
def count_literals():
    assert "a\nb\n".count("\n") == 2 and "aaaa".count("aa") == 2 and "".count("") == 1


# expect: proved
def order_params(x: str, y: str):
    if x < y:
        assert not (y < x) and x != y and x <= y
    assert "" <= x and not (x < "")
    if x >= "b":
        assert x > "a"


# expect: proved
@deal.pre(lambda s, n: -10**100 < n < 10**100)
def percent_params(s: str, n: int):
    assert "%d items" % n == f"{n} items"
    assert "%s: %i%%" % (s, n) == s + ": " + str(n) + "%"


# expect: proved
def suffix_then_contains(s: str):
    if s.endswith("@example.com"):
        assert "@" in s


# expect: unsupported
def lone_surrogate(s: str):
    assert len(s + "\ud800") >= 1


# expect: proved
def while_never_runs(s: str):
    # a while loop on an input, unrolled to its bound, all decided without
    # Z3 (the case analysis): the bound's obligation must not need a Z3
    # context (an internal error once)
    n = 0
    while s.startswith("a") and s.startswith("b"):
        n += 1
    assert n == 0
