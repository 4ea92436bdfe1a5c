"""A verb from the caller is checked against the block list first."""

import clauz3
from tools.gh.trusted import contracts as gh_
from tools.gh.trusted.effects import gh


@clauz3.guarantee(gh_.never_actions(["merge", "close", "delete"]))
def main(verb: str) -> None:
    if verb != "merge" and verb != "close" and verb != "delete" and len(verb) > 0:
        gh("pr", verb, ["12"], "acme/site")
