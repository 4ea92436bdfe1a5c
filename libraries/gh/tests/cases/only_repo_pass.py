"""Both commands target acme/site."""

import clauz3
from tools.gh.trusted import contracts as gh_
from tools.gh.trusted.effects import gh


@clauz3.guarantee(gh_.only_repo("acme/site"))
def main() -> None:
    gh("pr", "list", [], "acme/site")
    gh("run", "list", [], "acme/site")
