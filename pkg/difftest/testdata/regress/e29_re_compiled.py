# e29: re with compiled patterns held in a variable and a module constant, flags=0 as a keyword, a match object tested with is None, not and if.
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main('ab')
# run: main('b\n')
# run: main('')
from fx.trusted.effects import log_bool
import re

P = re.compile('a*b$')


def main(s: str) -> None:
    r = re.compile('(a|b)+')
    log_bool("a", r.fullmatch(s) is not None)
    log_bool("b", P.match(s) is None)
    log_bool("c", bool(re.search('b', s, flags=0)))
    m = re.match('a', s)
    log_bool("d", m is not None)
    if re.fullmatch('', s):
        log_bool("e", True)
    log_bool("f", not re.search('\n', s))
