# D5: solve does not honour its timeout: the knowledge base holds a
# 4300-character string constant (str(10 ** 4299)) searched with IndexOf,
# and Z3 works for minutes inside Z3_solver_push, which the timeout and
# the context's interrupt do not cover (only Z3_solver_check is
# interruptible). clauz3 prove hangs on this valid program.
# open: D5
# solve-within: 30s
# run: main('0')
from fx.trusted.effects import log_int


def main(s: str) -> None:
    log_int("a", 5 % str(10 ** 4299).find(s))
