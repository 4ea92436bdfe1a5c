"""A verb chosen by the caller may be a mutation."""

import clauz3
from tools.gh.trusted import contracts as gh_
from tools.gh.trusted.effects import gh


@clauz3.guarantee(gh_.read_only())
def main(verb: str) -> None:
    if len(verb) > 0:
        gh("issue", verb, ["7"], "acme/site")
