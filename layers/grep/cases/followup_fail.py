"""When the first search finds something, a second search follows: two searches, one allowed."""

import clauz3
from tools.grep.trusted import contracts as grep
from tools.grep.trusted.effects import search


@clauz3.guarantee(grep.at_most(1))
def main() -> None:
    if search("TODO", "/srv/repo/") > 0:
        search("FIXME", "/srv/repo/")
