# D17: CPython evaluates every element of a set display before hashing
# any (BUILD_SET): get_int is called, then TypeError (unhashable list).
# lower raises TypeError at the list and misses the call.
# fixed: D17
# supported
# run: main(0)
# results: get_int=1
from fx.trusted.effects import get_int, log_int


def main(n: int) -> None:
    s = {n, [], get_int("t")}
    log_int("a", len(s))
