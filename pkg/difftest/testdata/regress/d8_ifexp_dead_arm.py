# D8: an arm of a conditional expression or an operand of or/and that
# always raises (a name that is not bound, a missing key, an index out of
# range) ended the enclosing statement's path even when CPython takes the
# other arm: the call disappeared from the model (unsound: a guarantee
# that log_int is never called would be proved).
# fixed: D8
# run: main(True)
# run: main(False)
from fx.trusted.effects import log_int


def main(b: bool) -> None:
    log_int("a", 1 if b else undefined_name)
    log_int("b", 2 if not b else [1][3])
    log_int("c", b or {"x": 2}["k"])
