"""Viewing, listing and diffing only look."""

import clauz3
from tools.gh.trusted import contracts as gh_
from tools.gh.trusted.effects import gh


@clauz3.guarantee(gh_.read_only())
def main() -> None:
    gh("pr", "view", ["12"], "acme/site")
    gh("issue", "list", ["--state", "open"], "acme/site")
    gh("pr", "diff", ["12"], "acme/site")
