"""Neither reset nor clean is run."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git, git_push


@clauz3.guarantee(vcs.never_subcommands(["reset", "clean"]))
def main() -> None:
    git("stash", [], "/work/site")
    git("checkout", ["main"], "/work/site")
