"""Names are compared exactly: home is not HOME."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env


@clauz3.guarantee(env.only_vars(["HOME"]))
def main() -> None:
    read_env("home")
