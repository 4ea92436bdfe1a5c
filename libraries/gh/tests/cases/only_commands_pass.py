"""Only pull requests and issues are touched."""

import clauz3
from tools.gh.trusted import contracts as gh_
from tools.gh.trusted.effects import gh


@clauz3.guarantee(gh_.only_commands(["pr", "issue"]))
def main(close: bool) -> None:
    gh("issue", "list", [], "acme/site")
    if close:
        gh("issue", "close", ["7"], "acme/site")
    gh("pr", "list", [], "acme/site")
