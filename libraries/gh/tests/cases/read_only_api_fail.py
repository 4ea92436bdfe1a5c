"""gh api is never read-only, whatever its endpoint is called."""

import clauz3
from tools.gh.trusted import contracts as gh_
from tools.gh.trusted.effects import gh


@clauz3.guarantee(gh_.read_only())
def main() -> None:
    gh("api", "view", ["-X", "DELETE"], "acme/site")
