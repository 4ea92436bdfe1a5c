"""Look for TODO in two directories of the repository, and for FIXME only if there are TODOs."""

import clauz3
from tools.grep.trusted import contracts as grep
from tools.grep.trusted.effects import search


@clauz3.guarantee(grep.only_patterns(["TODO", "FIXME"]))
@clauz3.guarantee(grep.only_under("/srv/repo/"))
@clauz3.guarantee(grep.at_most(3))
def main() -> None:
    total = 0
    for path in ["/srv/repo/src/", "/srv/repo/tests/"]:
        total = total + search("TODO", path)
    if total > 0:
        search("FIXME", "/srv/repo/src/")
