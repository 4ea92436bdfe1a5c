"""send-pack pushes: it is not one of git's admitted subcommands, so its precondition fails."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git


@clauz3.guarantee(vcs.no_push())
def main() -> None:
    git("send-pack", ["/srv/remote.git", "main"], "/work/site")
