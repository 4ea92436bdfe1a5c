"""/workshop starts with /work but is not under /work/."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git, git_push


@clauz3.guarantee(vcs.only_in("/work/"))
def main() -> None:
    git("status", [], "/workshop/site")
