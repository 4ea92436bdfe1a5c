"""The caller picks between two allowed names."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env


@clauz3.guarantee(env.only_vars(["HOME", "LANG"]))
def main(localized: bool) -> None:
    name = "LANG" if localized else "HOME"
    read_env(name)
