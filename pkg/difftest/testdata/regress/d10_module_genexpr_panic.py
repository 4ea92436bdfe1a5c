# D10: lower panics ("assignment to entry in nil map") on a generator
# expression in a module constant.
# fixed: D10
# run: main(1)
from fx.trusted.effects import log_int


K = any(False for i in range(2))


def main(n: int) -> None:
    log_int("k", n + K)
