# D13: a str literal holding a lone surrogate ('\ud800'; '\ud83d\ude00'
# is two of them in Python, not one astral character) is valid Python;
# lower accepts it and writes it into the document, which pkg/dsl and
# Z3 reject (solve exits 2: "invalid UTF-8"). lower should refuse it.
# fixed: D13
# run: main('')
# run: main('😀')
# run: main('\ue000')
from fx.trusted.effects import log_bool, log_int


def main(s: str) -> None:
    t = s + '\ud800'
    log_int("a", len(t))
    log_bool("b", '\ud800' < s)
    log_int("c", t.find('\ud800'))
    log_bool("d", '\ud83d\ude00' == '😀')
