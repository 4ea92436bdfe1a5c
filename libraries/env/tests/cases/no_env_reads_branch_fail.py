"""One branch reads HOME: no_env_reads fails when verbose is true."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env


@clauz3.guarantee(env.no_env_reads())
def main(verbose: bool) -> None:
    if verbose:
        read_env("HOME")
