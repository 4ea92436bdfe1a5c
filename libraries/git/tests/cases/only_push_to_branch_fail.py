"""main is pushed too."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git, git_push


@clauz3.guarantee(vcs.only_push_to_branch("feature/search"))
def main() -> None:
    git_push("origin", "feature/search", "/work/site")
    git_push("origin", "main", "/work/site")
