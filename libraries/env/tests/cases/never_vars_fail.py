"""The token is read."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env


@clauz3.guarantee(env.never_vars(["GITHUB_TOKEN"]))
def main() -> None:
    read_env("HOME")
    read_env("GITHUB_TOKEN")
