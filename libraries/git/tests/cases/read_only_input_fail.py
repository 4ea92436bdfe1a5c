"""A subcommand from the caller may be anything."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git, git_push


@clauz3.guarantee(vcs.read_only())
def main(sub: str) -> None:
    if len(sub) > 0 and not sub.startswith("-") and sub != "push":
        git(sub, [], "/work/site")
