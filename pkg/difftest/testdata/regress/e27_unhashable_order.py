# e27: unhashable values and sets in CPython's order: a member test hashes after building the set, add/discard/remove of a list (TypeError), set() of a list display evaluates it whole.
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(0)
# run: main(1)
# run: main(2)
# run: main(3)
# run: main(4)
# results: get_int=1, 2, 3
from fx.trusted.effects import get_int, log_int, log_bool


def main(k: int) -> None:
    if k == 0:
        log_bool("a", [] in {get_int("t"), 5})
    elif k == 1:
        s = {1}
        s.add([get_int("u")])
    elif k == 2:
        s = {1}
        s.discard([])
    elif k == 3:
        s = {1}
        s.remove([k])
    else:
        log_int("b", len(set([k, [], get_int("v")])))
    log_int("c", get_int("w"))
