# Not a disagreement: a target declaring @deal.raises(ValueError) may
# raise exactly ValueError (deal compares type(exc)); the calls before
# the raise happen, the ones after do not, and a KeyError (not declared)
# is still an obligation failure.
# run: main(0)
# run: main(1)
# run: main(2)
import deal
from fx.trusted.effects import log_int


@deal.raises(ValueError)
def main(n: int) -> None:
    log_int("a", n)
    if n == 1:
        raise ValueError("one")
    if n == 2:
        raise KeyError("two")
    log_int("b", n)
