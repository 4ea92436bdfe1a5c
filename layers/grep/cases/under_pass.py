"""The directory searched is checked with its final "/"."""

import clauz3
from tools.grep.trusted import contracts as grep
from tools.grep.trusted.effects import search


@clauz3.guarantee(grep.only_under("/srv/repo/"))
def main(path: str) -> None:
    if path.startswith("/srv/repo/") and ".." not in path:
        search("TODO", path)
