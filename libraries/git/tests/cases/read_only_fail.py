"""A commit changes the repository."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git, git_push


@clauz3.guarantee(vcs.read_only())
def main() -> None:
    git("status", [], "/work/site")
    git("commit", ["-am", "wip"], "/work/site")
