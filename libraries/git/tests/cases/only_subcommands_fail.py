"""A reset is not allowed."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git, git_push


@clauz3.guarantee(vcs.only_subcommands(["add", "commit"]))
def main() -> None:
    git("add", ["notes.md"], "/work/site")
    git("reset", ["--hard"], "/work/site")
