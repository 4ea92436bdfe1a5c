# e28: unhashable dict keys in CPython's order: d.get([], default) evaluates the default first, a list key in 'in' and d[...] (TypeError after the calls).
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(0)
# run: main(1)
# run: main(2)
# results: get_int=1, 2, 3
from fx.trusted.effects import get_int, log_int, log_bool


def main(k: int) -> None:
    d = {1: 2, 3: 4}
    if k == 0:
        log_int("a", d.get([], get_int("t")))
    elif k == 1:
        log_bool("b", [get_int("u")] in d)
    else:
        log_int("c", d[[k, get_int("v")]])
    log_int("d", get_int("w"))
