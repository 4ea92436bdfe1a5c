"""Every command runs under /work/."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git, git_push


@clauz3.guarantee(vcs.only_in("/work/"))
def main(docs: bool) -> None:
    where = "/work/docs" if docs else "/work/site"
    git("status", [], where)
