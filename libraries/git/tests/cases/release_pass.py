"""A release: read, commit, push one branch to origin."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git, git_push


@clauz3.guarantee(vcs.never_subcommands(["reset", "clean", "rebase"]))
@clauz3.guarantee(vcs.only_in("/work/site"))
@clauz3.guarantee(vcs.only_push_to_remote("origin"))
@clauz3.guarantee(vcs.only_push_to_branch("release"))
def main(ready: bool) -> None:
    git("status", ["--short"], "/work/site")
    if ready:
        git("tag", ["v1.2.0"], "/work/site")
        git_push("origin", "release", "/work/site")
