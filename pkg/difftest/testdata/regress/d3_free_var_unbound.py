# D3: reading a local of main that is not bound from inside a generator
# expression (a nested scope: the name is a free variable there) raises
# NameError in CPython; lower says UnboundLocalError (a subclass, so a
# target declaring @deal.raises(UnboundLocalError) is wrongly allowed to
# raise it).
# fixed: D3
# run: main(False)
# run: main(True)
from fx.trusted.effects import log_int


def main(b: bool) -> None:
    if b:
        i = 1
    log_int("s", sum(i for k in [1]))
