from tools.st.trusted.effects import status, status2, statuses


def eq_o() -> None:
    s = status("a")
    assert s != "o"


def not_in() -> None:
    s = status("a")
    assert "ok" in s


def always() -> None:
    s = status("a")
    assert len(s) < 0


def modelled_part() -> None:
    s = status2("a")
    assert len(s) == 2


def listed() -> None:
    xs = statuses()
    assert len(xs) != 3
