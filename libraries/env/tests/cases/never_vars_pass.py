"""Neither credential is read."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env


@clauz3.guarantee(env.never_vars(["AWS_SECRET_ACCESS_KEY", "GITHUB_TOKEN"]))
def main() -> None:
    read_env("HOME")
    read_env("GITHUB_REPOSITORY")
