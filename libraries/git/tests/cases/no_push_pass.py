"""Commits, but pushes nothing."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git, git_push


@clauz3.guarantee(vcs.no_push())
def main() -> None:
    git("commit", ["-am", "local only"], "/work/site")
