"""HEAD:main names another remote branch: git_push refuses a colon."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git, git_push


@clauz3.guarantee(vcs.no_guarantees())
def main() -> None:
    git_push("origin", "HEAD:main", "/work/site")
