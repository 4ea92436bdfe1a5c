# D12: set.union, intersection and difference take any number of
# iterables (CPython 3.11: s.union() is a copy, s.difference(a, b)
# removes both); lower raises TypeError "takes exactly one argument".
# fixed: D12
# supported
# run: main(1)
# run: main(5)
from fx.trusted.effects import log_int


def main(n: int) -> None:
    s = {1, 2, n}
    log_int("union0", len(s.union()))
    log_int("inter2", len(s.intersection([1, n], {n})))
    log_int("diff2", len(s.difference([1], [2])))
