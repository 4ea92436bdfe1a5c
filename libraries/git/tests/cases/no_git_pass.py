"""No git command; a push is not a local command."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git, git_push


@clauz3.guarantee(vcs.no_git())
def main() -> None:
    git_push("origin", "main", "/work/site")
