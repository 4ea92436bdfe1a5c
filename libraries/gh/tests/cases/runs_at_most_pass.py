"""Two commands, at most two allowed."""

import clauz3
from tools.gh.trusted import contracts as gh_
from tools.gh.trusted.effects import gh


@clauz3.guarantee(gh_.runs_at_most(2))
def main() -> None:
    gh("pr", "list", [], "acme/site")
    gh("issue", "list", [], "acme/site")
