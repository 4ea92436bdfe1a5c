"""The token is read on one branch only."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env


@clauz3.guarantee(env.never_vars(["GITHUB_TOKEN"]))
def main(publish: bool) -> None:
    read_env("HOME")
    if publish:
        read_env("GITHUB_TOKEN")
