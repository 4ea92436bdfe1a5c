# e19: re with literal patterns: empty alternatives, lazy repeats, backtracking across groups, $ before a final newline, \A and \Z, {,2}, astral ranges, an input character beyond U+2FFFF.
# Passes today; kept as an edge-value regression case (issue 18).
# supported
# run: main('abcd')
# run: main('a\n')
# run: main('')
# run: main('aa')
# run: main(']')
# run: main('-')
# run: main('😁')
# run: main('a\U00030000')
# run: main('$')
# run: main('a{x}')
# run: main('\n')
from fx.trusted.effects import log_int, log_str, log_bool, log_float
import re


def main(s: str) -> None:
    log_bool("a", bool(re.search('a|', s)))
    log_bool("b", bool(re.fullmatch('a*?', s)))
    log_bool("c", bool(re.fullmatch('(a|ab)(c|bcd)', s)))
    log_bool("d", bool(re.fullmatch('[^a]', s)))
    log_bool("e", bool(re.fullmatch('$', s)))
    log_bool("i", bool(re.fullmatch('[a-]', s)))
    log_bool("j", bool(re.fullmatch('a{,2}', s)))
    log_bool("l", bool(re.fullmatch('[😀-😂]', s)))
    log_bool("m", bool(re.fullmatch('a.', s)))
    log_bool("n", bool(re.fullmatch('\\$', s)))
    log_bool("o", bool(re.search('^a', s)))
    log_bool("p", bool(re.match('a\\Z', s)))
    log_bool("q", bool(re.search('\\A$', s)))
    log_int("r", len(s))
    log_bool("s", s < 'a\U0002ffff')
    log_bool("t", bool(re.fullmatch('(?:)', s)))
    log_bool("u", bool(re.fullmatch('.*', s)))
    log_bool("v", bool(re.fullmatch('[\\n]', s)))
