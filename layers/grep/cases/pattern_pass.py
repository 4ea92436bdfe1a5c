"""The pattern comes from the input but only TODO is let through."""

import clauz3
from tools.grep.trusted import contracts as grep
from tools.grep.trusted.effects import search


@clauz3.guarantee(grep.only_pattern("TODO"))
@clauz3.guarantee(grep.at_most(1))
def main(word: str) -> None:
    if word == "TODO":
        search(word, "/srv/repo/")
