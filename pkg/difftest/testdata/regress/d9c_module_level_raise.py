# D9 (continued): str.index of a missing substring at import time.
# fixed: D9
# run: main(1)
from fx.trusted.effects import log_int


K = "abc".index("z")


def main(n: int) -> None:
    log_int("after", n)
