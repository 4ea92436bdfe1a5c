# D2: the value of an operation that always raises ZeroDivisionError
# (10 // 0) is still used in the terms of the enclosing expression, and
# the emitted knowledge base holds "((-10) / 0)"; proof-of-thought's
# checker (z3py semantics: Python ints) refuses that with
# ZeroDivisionError, so solve cannot read the document.
# fixed: D2
# run: main(1)
from fx.trusted.effects import log_int


def main(n: int) -> None:
    log_int("a", n)
    log_int("b", n % (10 // 0))
