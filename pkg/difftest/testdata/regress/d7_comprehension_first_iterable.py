# D7: the first iterable of a comprehension or generator expression is
# evaluated in the enclosing scope, so reading an unbound local there
# raises UnboundLocalError; lower (since the D3 fix) says NameError, as
# for a read inside the comprehension's own scope.
# fixed: D7
# run: main(False)
# run: main(True)
from fx.trusted.effects import log_int


def main(b: bool) -> None:
    if b:
        v = "x"
    log_int("n", len([c for c in (v, "y")]))
