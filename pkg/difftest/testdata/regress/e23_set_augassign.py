# e23: augmented assignment to a set changes it in place (an alias sees it).
# Refused today (unsupported-augassign): kept for when lower models it.
# run: main(1)
# run: main(7)
from fx.trusted.effects import log_int, log_str, log_bool, log_float


def main(n: int) -> None:
    s = {1, 2}
    a = s
    s |= {n}
    log_int("a", len(a))
    s -= {1}
    log_int("b", len(a))
    s &= {2, 7}
    log_int("c", len(a))
    s ^= {5}
    log_int("d", len(a))
    log_bool("e", a is s)
