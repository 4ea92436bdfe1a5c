# e18: list.remove of a NaN: the same object is found (identity), a new float('nan') is not (ValueError).
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main(0, True)
# run: main(1, False)
# run: main(2, True)
# run: main(3, True)
from fx.trusted.effects import log_int, log_str, log_bool, log_float
import math


def main(k: int, b: bool) -> None:
    x = float('nan')
    ws = [x, 1.0]
    ws.remove(x)
    log_int("m", len(ws))
    ws2 = [float('nan')]
    if k == 3:
        ws2.remove(float('nan'))
