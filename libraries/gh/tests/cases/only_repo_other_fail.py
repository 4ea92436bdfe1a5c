"""only_repo(acme/site) does not hold for a call whose repo is evil/x."""

import clauz3
from tools.gh.trusted import contracts as gh_
from tools.gh.trusted.effects import gh


@clauz3.guarantee(gh_.only_repo("acme/site"))
def main() -> None:
    gh("pr", "merge", ["123", "-d"], "acme/site")
    gh("pr", "merge", ["9"], "evil/x")
