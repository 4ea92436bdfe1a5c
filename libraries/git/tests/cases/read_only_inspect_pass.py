"""Legitimate read-only inspection with options: grep, ls-remote, log, blame."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git


@clauz3.guarantee(vcs.read_only())
@clauz3.guarantee(vcs.no_push())
@clauz3.guarantee(vcs.only_in("/work/site/"))
def main() -> None:
    git("grep", ["-n", "-e", "TODO"], "/work/site/")
    git("ls-remote", ["--heads", "origin"], "/work/site/")
    git("log", ["--format=%h %s", "-n", "5"], "/work/site/")
    git("blame", ["README.md"], "/work/site/")
