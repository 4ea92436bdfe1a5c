# D9 (continued): after dd0c5f2 an integer division by zero at import
# time ends main's path, but a float division by zero and str.index of a
# missing substring at import time still let main's facts fire.
# fixed: D9
# run: main(1)
from fx.trusted.effects import log_int


K = 2.0 / 0.0


def main(n: int) -> None:
    log_int("after", n)
