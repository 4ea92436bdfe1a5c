"""A push on one branch."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git, git_push


@clauz3.guarantee(vcs.no_push())
def main(publish: bool) -> None:
    git("commit", ["-am", "update"], "/work/site")
    if publish:
        git_push("origin", "main", "/work/site")
