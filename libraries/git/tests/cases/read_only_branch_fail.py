"""git branch deletes with -D: it is not read-only here."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git, git_push


@clauz3.guarantee(vcs.read_only())
def main() -> None:
    git("branch", ["-D", "old"], "/work/site")
