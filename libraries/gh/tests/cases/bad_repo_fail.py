"""gh requires owner/name: a bare name breaks its precondition."""

import clauz3
from tools.gh.trusted import contracts as gh_
from tools.gh.trusted.effects import gh


@clauz3.guarantee(gh_.no_guarantees())
def main() -> None:
    gh("pr", "list", [], "site")
