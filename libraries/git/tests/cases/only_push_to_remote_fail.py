"""One push goes to a fork."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git, git_push


@clauz3.guarantee(vcs.only_push_to_remote("origin"))
def main(mirror: bool) -> None:
    git_push("origin", "main", "/work/site")
    if mirror:
        git_push("fork", "main", "/work/site")
