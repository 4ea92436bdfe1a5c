def literals() -> None:
    assert "a\nb\n".count("\n") == 2
    assert "aaaa".count("aa") == 2
    assert "aaa".count("aa") == 1
    assert "".count("") == 1
    assert "héé".count("") == 4
    assert "héé".count("é") == 2
    assert "abc".count("abcd") == 0


def empty(s: str) -> None:
    assert s.count("") == len(s) + 1


def absent(s: str) -> None:
    if "x" not in s:
        assert s.count("x") == 0
    else:
        assert s.count("x") >= 1


def bounded(s: str, t: str) -> None:
    assert s.count("ab") * 2 <= len(s)
    if t != "":
        assert s.count(t) <= len(s)


def some_x(s: str) -> None:
    assert s.count("x") == 0


def not_two(s: str) -> None:
    assert s.count("x") != 2


def not_str(s: str) -> None:
    s.count(1)
