"""Two reads, at most two allowed; the second is conditional."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env


@clauz3.guarantee(env.env_reads_at_most(2))
def main(localized: bool) -> None:
    home = read_env("HOME")
    if localized and len(home) > 0:
        read_env("LANG")
