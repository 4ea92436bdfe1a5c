"""Every push goes to origin."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git, git_push


@clauz3.guarantee(vcs.only_push_to_remote("origin"))
def main() -> None:
    git_push("origin", "main", "/work/site")
    git_push("origin", "docs", "/work/site")
