"""str methods: case mapping, strip, removeprefix/removesuffix, replace
and split, each as CPython does it (literals computed, other strs as
terms or exactly defined symbols)."""


# expect: proved
def case_literals():
    assert "Bob@Example.COM".lower() == "bob@example.com"
    assert "bob".upper() == "BOB" and "MiXeD 1x".swapcase() == "mIxEd 1X"
    assert "hello WORLD".capitalize() == "Hello world" and "".capitalize() == ""
    assert "they're 1st-class".title() == "They'Re 1St-Class"
    assert "ABC".casefold() == "abc"


# expect: unsupported
def case_non_ascii():
    assert "STRASSE".lower() == "ß".upper().lower()


# expect: proved
def strip_literals():
    assert "  hi \t\n".strip() == "hi" and " hi ".lstrip() == "hi " and " hi ".rstrip() == " hi"
    assert "\u3000\x1chi\x85\u2029".strip() == "hi"
    assert "<<a@b>>".strip("<>") == "a@b" and "xxaxx".lstrip("x") == "axx" and "xxaxx".rstrip("x") == "xxa"
    assert "  ".strip() == "" and "ab".strip("") == "ab" and " a ".strip(None) == "a"


# expect: refuted
def strip_bad_arg():
    " a ".strip(1)


# expect: proved
def prefix_suffix_literals():
    assert "mailto:bob".removeprefix("mailto:") == "bob"
    assert "bob".removeprefix("mailto:") == "bob" and "bob".removeprefix("") == "bob"
    assert "report.txt".removesuffix(".txt") == "report" and "a".removesuffix("a") == ""


# expect: proved
def prefix_suffix_symbolic(s: str, p: str):
    t = s.removeprefix(p)
    if s.startswith(p):
        assert p + t == s
    else:
        assert t == s
    u = s.removesuffix(p)
    if s.endswith(p):
        assert u + p == s
    else:
        assert u == s


# expect: proved
def replace_literals():
    assert "a.b.c".replace(".", "/") == "a/b/c" and "a.b.c".replace(".", "/", 1) == "a/b.c"
    assert "ab".replace("", "-") == "-a-b-" and "ab".replace("", "-", 2) == "-a-b"
    assert "aaa".replace("a", "b", 0) == "aaa" and "aaa".replace("a", "b", -1) == "bbb"
    assert "aaa".replace("aa", "b") == "ba"


# expect: proved
def replace_symbolic(s: str):
    t = s.replace("@EXAMPLE.COM", "@example.com", 1)
    if "@EXAMPLE.COM" not in s:
        assert t == s
    assert s.replace("x", "y", 0) == s


# expect: unsupported
def replace_all_symbolic(s: str):
    assert s.replace("a", "b") != "a"


# expect: proved
def split_literals():
    assert "a,b,,c".split(",") == ["a", "b", "", "c"]
    assert "  a b\t c  ".split() == ["a", "b", "c"] and "".split() == [] and "".split(",") == [""]
    assert "a b".split(None) == ["a", "b"]
    assert "a,b,c".split(",", 1) == ["a", "b,c"] and "a,b".split(",", 0) == ["a,b"] and "a,b".split(",", -1) == ["a", "b"]


# expect: refuted
def split_empty_separator():
    "a,b".split("")


# expect: proved
def strip_symbolic(s: str):
    t = s.strip()
    if t == "bob@example.com":
        assert "@" in s and s.endswith(t) or s.endswith(" ") or len(s) > len(t)
    assert len(s.strip()) <= len(s)
    assert s.lstrip("<").startswith("<") == False or s.lstrip("<") == ""


# expect: proved
def strip_chars_symbolic(s: str):
    t = s.strip("<>")
    if s == "<bob>":
        assert t == "bob"
    if s == "":
        assert t == ""


# expect: refuted
def lower_wrong():
    assert "Bob".lower() == "Bob"


# expect: refuted
def method_arity():
    "a".lower("x")


# expect: proved
def format_literals():
    n, who = 3, "bob"
    assert "{} has {} items".format(who, n) == "bob has 3 items"
    assert "{1}-{0}-{1}".format("a", "b") == "b-a-b" and "{00}".format("z") == "z"
    assert "{name}: {n!s}".format(name=who, n=n, extra=1) == "bob: 3"
    assert "{{}} {}".format(True) == "{} True" and "a}}b{{".format() == "a}b{"
    assert "{}".format(None) == "None" and "x".format(1, 2) == "x"


# expect: proved
def format_symbolic(to: str, k: int):
    if -1000 < k < 1000:  # (a 4,301-digit k: str() raises ValueError)
        s = "To: {}, {} tries".format(to, k)
        assert s.startswith("To: ") and s.endswith(" tries") and to in s


# expect: refuted
def format_missing_index():
    "{} {}".format(1)


# expect: refuted
def format_switch_numbering():
    "{0} {}".format(1, 2)


# expect: refuted
def format_missing_key():
    "{who}".format(name="x")


# expect: refuted
def format_single_brace():
    "a } b".format()


# expect: refuted
def format_unclosed():
    "a {0".format(1)


# expect: unsupported
def format_spec():
    assert "{:>5}".format("a") == "    a"


# expect: unsupported
def format_repr():
    assert "{!r}".format("a") == "'a'"
