# D18: a list changed while enumerate() iterates over it: CPython's list
# iterator sees the change (cleared, it stops); lower iterates the list
# as it was and makes a call CPython does not.
# run: main(0)
from fx.trusted.effects import log_int


def main(n: int) -> None:
    xs = [1, 2]
    for a in enumerate(xs):
        log_int("t", n)
        xs.clear()
