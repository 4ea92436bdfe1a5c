"""Cloning into a directory below cwd, then fetching, keeps every cwd under the root."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git


@clauz3.guarantee(vcs.no_push())
@clauz3.guarantee(vcs.only_in("/work/"))
@clauz3.guarantee(vcs.never_subcommands(["reset", "clean"]))
def main() -> None:
    git("clone", ["-q", "--branch=main", "/srv/upstream.git", "site"], "/work/")
    git("fetch", ["origin"], "/work/site")
