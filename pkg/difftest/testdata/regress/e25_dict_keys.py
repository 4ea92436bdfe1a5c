# e25: dicts whose keys are equal ints and bools (the first key object stays, the last value wins), lookups with 1.0, -0.0 and bools, non-ASCII and astral str keys, a key past 2**64.
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(1, True)
# run: main(0, False)
# run: main(2, True)
from fx.trusted.effects import log_int, log_str, log_bool, log_float


def main(n: int, b: bool) -> None:
    d = {1: 'a', True: 'b', 0: 'z', False: 'y'}
    log_int("a", len(d))
    log_str("b", str(list(d)[0]) + str(list(d.keys())[1]))
    log_str("c", d[1] + d[0])
    e = {True: 1, 1: 2}
    log_str("d", str([k for k in e][0]))
    log_int("e", e[True] * 10 + e.get(1.0, 7))
    log_str("f", d.get(n, '?') + d.get(b, '?'))
    log_bool("g", n in d)
    log_bool("h", -0.0 in d)
    f = {'é': 1, '😀': 2, '\U0002ffff': 3}
    log_str("i", ''.join(f.keys()))
    log_int("j", sum(f.values()))
    for k, v in f.items():
        log_str("k", k * v)
    log_bool("l", 2 ** 64 in {2 ** 64: 0})
    log_int("m", {2 ** 64: 5}.get(18446744073709551616, 0))
