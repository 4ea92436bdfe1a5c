"""A status breaks no_git."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git, git_push


@clauz3.guarantee(vcs.no_git())
def main() -> None:
    git("status", ["--short"], "/work/site")
