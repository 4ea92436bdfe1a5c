# e21: float arithmetic at subnormals, -0.0, NaN, inf and the largest finite; comparisons with ints past 2**1024 and 10**4300; int / int of constants; OverflowError and ZeroDivisionError.
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(5e-324, 0)
# run: main(-5e-324, 1)
# run: main(-0.0, 2)
# run: main(float('nan'), 3)
# run: main(float('inf'), 4)
# run: main(1.7976931348623157e308, 5)
# run: main(2.2250738585072014e-308, 6)
from fx.trusted.effects import log_int, log_str, log_bool, log_float


def main(x: float, k: int) -> None:
    log_float("a", x / 2.0)
    log_float("b", x * 10.0)
    log_float("c", x - x)
    log_float("d", x * -1.0 + 0.0)
    log_float("e", -0.0 - x)
    log_bool("f", x < 10 ** 309)
    log_bool("g", x > -(10 ** 4300))
    log_bool("h", x == 2 ** 1024)
    log_bool("i", x != 9007199254740993)
    log_float("j", abs(x))
    log_float("k", 0.0 / (x + 1.0))
    log_float("l", float('-nan') if k == 3 else float(' inf ') - 1e308)
    log_float("m", 10 ** 400 / 10 ** 399)
    log_float("n", 1 / 3 + 0 / -5)
    log_bool("o", 9007199254740993 == 9007199254740992.0)
    log_float("p", x + 5e-324)
    log_float("q", x * 2.0 ** 60)
    log_float("r", x * 0.1 * 3.0)
    log_bool("s", x >= k)
    if k == 4:
        log_float("t", float(2 ** 1024))
    elif k == 5:
        log_float("u", x / 0.0)
    elif k == 6:
        log_float("v", 2 ** 1024 / 1)
