"""Status, log, diff and rev-parse only look."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git, git_push


@clauz3.guarantee(vcs.read_only())
def main() -> None:
    git("status", ["--short"], "/work/site")
    git("log", ["--oneline", "-5"], "/work/site")
    git("diff", ["HEAD~1"], "/work/site")
    git("rev-parse", ["--abbrev-ref", "HEAD"], "/work/site")
