"""clean on one branch."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git, git_push


@clauz3.guarantee(vcs.never_subcommands(["reset", "clean"]))
def main(tidy: bool) -> None:
    git("status", [], "/work/site")
    if tidy:
        git("clean", ["-fd"], "/work/site")
