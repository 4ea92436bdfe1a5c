"""re.fullmatch, re.match and re.search with a literal pattern, tested
only: exactly the strings CPython matches."""

import re

import deal


# expect: proved
def literal_strings():
    assert re.fullmatch(r"a{2,3}", "aaa") and not re.fullmatch(r"a{2,3}", "aaaa")
    assert re.match(r"ab+", "abbbc") is not None and re.match(r"ab+", "xab") is None
    assert re.search(r"b+c$", "abbc\n") and not re.search(r"b+c\Z", "abbc\n")
    p = re.compile(r"^[a-z]+@example\.com$")
    assert p.fullmatch("bob@example.com") and not p.fullmatch("Bob@example.com")
    assert not re.fullmatch(r"[^@]+@[^@]+", "a@b@c")


# expect: refuted
def wrong_literal():
    assert re.fullmatch(r"[a-z]+", "abc1")


# expect: refuted
def not_a_string():
    re.search("a", 1)


# expect: unsupported
def unicode_class():
    assert re.fullmatch(r"\d+", "12")


# expect: unsupported
def using_the_match():
    m = re.match(r"(a)b", "ab")
    assert m.group(1) == "a"


# expect: proved
def prefix(s: str):
    m = re.match(r"ab+", s)
    if m is not None:
        assert s.startswith("ab")


# expect: proved
def substring(s: str):
    if re.search("x", s):
        assert "x" in s
    else:
        assert "x" not in s


# expect: proved
def end_anchor(s: str):
    if re.search(r"a$", s):
        assert s.endswith("a") or s.endswith("a\n")


# expect: unsupported
def with_flags():
    assert re.fullmatch("a", "A", re.I)


# expect: proved
def flags_zero():
    assert re.search("a", "ba", 0) and re.match("a", "ab", flags=0)


# expect: proved
def address(s: str):
    if re.fullmatch(r"[a-z]+@example\.com", s):
        assert s.endswith("@example.com") and "@" in s


# expect: refuted
def flags_twice():
    re.fullmatch("a", "a", 0, flags=0)


# expect: unsupported
def nested_repeats():
    assert not re.fullmatch("(a{100}){100}", "b")
