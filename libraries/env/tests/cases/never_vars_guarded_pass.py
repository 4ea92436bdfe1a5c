"""A name from the caller is read only after it is checked."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env


@clauz3.guarantee(env.never_vars(["GITHUB_TOKEN"]))
def main(name: str) -> None:
    if name != "GITHUB_TOKEN" and len(name) > 0 and "=" not in name:
        read_env(name)
