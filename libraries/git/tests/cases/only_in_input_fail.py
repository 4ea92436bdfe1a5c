"""A directory from the caller may be anywhere."""

import clauz3
from tools.git.trusted import contracts as vcs
from tools.git.trusted.effects import git, git_push


@clauz3.guarantee(vcs.only_in("/work/"))
def main(cwd: str) -> None:
    if len(cwd) > 0 and ".." not in cwd and "//" not in cwd and "\\" not in cwd and "/." not in cwd:
        git("status", [], cwd)
