# D20: solve's definition of PyStrip/PyLStrip/PyRStrip with literal
# characters (s.strip('b'), s.lstrip('b'), s.strip(' ')) is missing where
# a fact's condition or field reads it: the counterexample of a true
# refutation (s = 'q' fails the assertion) gives the strip any value,
# solve's own recheck catches it, and clauz3 prove exits 3 (internal
# error: "a counterexample does not hold when evaluated: recheck: fact f1
# field x is False, evaluation gives true"). Without characters
# (Python's whitespace) it works.
# fixed: D20
# supported
# prove
# run: main('q')
# run: main('b')
from fx.trusted.effects import log_bool


def main(s: str) -> None:
    log_bool("t", s.strip("b") == s)
    assert s != "q"
