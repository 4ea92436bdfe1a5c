"""Three pull requests viewed in a loop; at most two allowed."""

import clauz3
from tools.gh.trusted import contracts as gh_
from tools.gh.trusted.effects import gh


@clauz3.guarantee(gh_.runs_at_most(2))
def main() -> None:
    for number in ["1", "2", "3"]:
        gh("pr", "view", [number], "acme/site")
