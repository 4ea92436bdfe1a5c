# D17 with a tuple holding a list: CPython evaluates every element of
# the set display (get_int is called), then hashing the tuple raises
# TypeError; lower raises at the tuple and misses the call.
# fixed: D17
# supported
# run: main(0)
# results: get_int=1
from fx.trusted.effects import get_int, log_int


def main(k: int) -> None:
    log_int("a", len({(1, [k]), get_int("t")}))
