"""Two known names, each in the allow list."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env


@clauz3.guarantee(env.only_vars(["HOME", "LANG"]))
def main() -> None:
    read_env("HOME")
    read_env("LANG")
