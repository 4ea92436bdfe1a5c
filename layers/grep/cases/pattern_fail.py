"""main(word="password") searches for another pattern than TODO."""

import clauz3
from tools.grep.trusted import contracts as grep
from tools.grep.trusted.effects import search


@clauz3.guarantee(grep.only_pattern("TODO"))
def main(word: str) -> None:
    if len(word) > 0:
        search(word, "/srv/repo/")
