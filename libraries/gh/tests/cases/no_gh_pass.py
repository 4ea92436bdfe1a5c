"""No command is run."""

import clauz3
from tools.gh.trusted import contracts as gh_
from tools.gh.trusted.effects import gh


@clauz3.guarantee(gh_.no_gh())
def main() -> None:
    pass
