"""The debug switch is an argument, not an environment variable: nothing is read."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import get_env


@clauz3.guarantee(env.no_env())
def main(debug: int) -> None:
    if debug > 2 and debug < 1:
        get_env("DEBUG")
