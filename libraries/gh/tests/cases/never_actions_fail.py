"""One branch closes the issue."""

import clauz3
from tools.gh.trusted import contracts as gh_
from tools.gh.trusted.effects import gh


@clauz3.guarantee(gh_.never_actions(["merge", "close", "delete"]))
def main(stale: bool) -> None:
    gh("issue", "comment", ["7", "--body", "ping"], "acme/site")
    if stale:
        gh("issue", "close", ["7"], "acme/site")
