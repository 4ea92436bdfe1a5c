"""Comments are allowed, merging and closing are not used."""

import clauz3
from tools.gh.trusted import contracts as gh_
from tools.gh.trusted.effects import gh


@clauz3.guarantee(gh_.never_actions(["merge", "close", "delete"]))
def main() -> None:
    gh("pr", "comment", ["12", "--body", "looks good"], "acme/site")
