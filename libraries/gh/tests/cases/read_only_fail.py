"""Merging is not a read."""

import clauz3
from tools.gh.trusted import contracts as gh_
from tools.gh.trusted.effects import gh


@clauz3.guarantee(gh_.read_only())
def main() -> None:
    gh("pr", "view", ["12"], "acme/site")
    gh("pr", "merge", ["12", "--squash"], "acme/site")
