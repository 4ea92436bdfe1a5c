"""A repository from the caller may belong to anyone."""

import clauz3
from tools.gh.trusted import contracts as gh_
from tools.gh.trusted.effects import gh


@clauz3.guarantee(gh_.only_owner("acme"))
def main(repo: str) -> None:
    if "/" in repo and not repo.startswith("/"):
        gh("issue", "list", [], repo)
