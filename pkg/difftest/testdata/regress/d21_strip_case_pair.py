# D21: strip, lstrip or rstrip with characters that are one letter in both
# cases ('aA'): solve wrote the characters as a Go pattern ([aA]), which
# Go's parser turns into a case-folded literal a, and solve's translation
# of patterns ignored the folding, so Z3 stripped only 'a'; clauz3 proved
# "not s.startswith('a') or s.lstrip('aA') == s", which main('a') breaks.
# fixed: D21
# supported
# prove
# run: main('a')
# run: main('aAb')
# run: main('b')


def main(s: str) -> None:
    assert not s.startswith('a') or s.lstrip('aA') == s
