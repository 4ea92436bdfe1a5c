# D9: a module constant whose evaluation raises (here ZeroDivisionError at
# import time) is reported, but the target's path continues as if the
# import had succeeded: lower reports log_int("after", ...) although
# CPython never reaches main.
# fixed: D9
# run: main(1)
from fx.trusted.effects import log_int


K = 1 // 0


def main(n: int) -> None:
    log_int("after", n)
