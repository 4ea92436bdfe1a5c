# e32: a while loop whose count a trusted result decides runs past lower's bound (150 iterations of 100): the model's loop-bound check fails on that run, which the model does not describe (no verdict rests on it); the harness reported CPython's later call as missing (seed 305, programs 17 and 311).
# supported
# prove
# run: main(2)
# results: get_int=150
from fx.trusted.effects import get_int, log_int


def main(n23: int) -> None:
    w30 = (get_int("t10")) % 223
    while w30 > 0:
        w30 -= 1
    log_int("t12", -2)
