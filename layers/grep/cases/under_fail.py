"""main(path="/srv/repository") searches outside /srv/repo/: the check misses the final "/"."""

import clauz3
from tools.grep.trusted import contracts as grep
from tools.grep.trusted.effects import search


@clauz3.guarantee(grep.only_under("/srv/repo/"))
def main(path: str) -> None:
    if path.startswith("/srv/repo") and ".." not in path:
        search("TODO", path)
