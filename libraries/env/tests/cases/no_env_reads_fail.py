"""A single read breaks no_env_reads."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env


@clauz3.guarantee(env.no_env_reads())
def main() -> None:
    read_env("PATH")
