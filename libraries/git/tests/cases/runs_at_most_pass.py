"""Two commands, at most two; pushes are not counted."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git, git_push


@clauz3.guarantee(vcs.runs_at_most(2))
def main() -> None:
    git("add", ["-A"], "/work/site")
    git("commit", ["-m", "update"], "/work/site")
    git_push("origin", "main", "/work/site")
