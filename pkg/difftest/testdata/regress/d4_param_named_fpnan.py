# D4: a parameter named like a DSL function lower writes (fpNaN,
# fpPlusInfinity, fpToFP) is not renamed: the input symbol shadows the
# function, and the document is invalid ("a Bool term is not callable").
# fixed: D4
# run: main(True, 0.5)
from fx.trusted.effects import log_bool


def main(fpNaN: bool, x: float) -> None:
    log_bool("a", x == float("nan") or fpNaN)
