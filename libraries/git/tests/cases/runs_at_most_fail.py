"""Three commands; at most two."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git, git_push


@clauz3.guarantee(vcs.runs_at_most(2))
def main() -> None:
    for sub in ["status", "log", "diff"]:
        git(sub, [], "/work/site")
