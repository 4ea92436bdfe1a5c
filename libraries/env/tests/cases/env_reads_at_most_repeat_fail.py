"""The same name read twice counts twice."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env


@clauz3.guarantee(env.env_reads_at_most(1))
def main() -> None:
    read_env("HOME")
    read_env("HOME")
