# e09: re.match/fullmatch/search with literal patterns on newlines ($ before a final newline), astral characters, lazy quantifiers, compiled patterns.
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main('a\n')
# run: main('😀')
# run: main('a')
# run: main('\n')
# run: main('é😀')
from fx.trusted.effects import log_int, log_str, log_bool, log_float
import math
import re


def main(s: str) -> None:
    log_bool("a", re.match('a$', s) is not None)
    log_bool("b", re.fullmatch('a$', s) is not None)
    log_bool("c", re.search('$', s) is not None)
    log_bool("d", re.fullmatch('.', s) is not None)
    log_bool("f", bool(re.fullmatch('[é😀]+', s)))
    log_bool("g", bool(re.search('a*?$', s)))
    log_bool("h", bool(re.compile('(?:a|)\\n').match(s)))
    log_bool("i", bool(re.fullmatch('.*', s)))
    log_bool("j", bool(re.match('[^a]', s)))
