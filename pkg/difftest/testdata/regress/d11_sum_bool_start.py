# D11: sum of an empty list returns its start value unchanged, so
# sum([], b) with a bool b is that bool (str() gives 'True'); lower
# makes it the int 1.
# fixed: D11
# run: main(True, 3)
# run: main(False, 0)
from fx.trusted.effects import log_str


def main(b: bool, n: int) -> None:
    log_str("sum", str(sum([], b)))
