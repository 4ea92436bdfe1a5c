# D19: str.split takes sep and maxsplit (CPython 3.11: 'a,b'.split(',', 1)
# is ['a', 'b']); lower's strmethods.go allows one positional argument and
# raises TypeError "str.split takes at most 1 arguments (2 given)", a
# counterexample CPython never reproduces. On a value the same TypeError
# comes before the refusal of split of a value.
# fixed: D19
# run: main('a')
# run: main('')
from fx.trusted.effects import log_int, log_str


def main(s: str) -> None:
    parts = 'a,b'.split(',', 1)
    log_str("first", parts[0])
    log_int("n", len(parts))
    log_int("m", len('a b c'.split(None, 1)))
