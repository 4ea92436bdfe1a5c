"""Nothing is read: no_env_reads holds."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env


@clauz3.guarantee(env.no_env_reads())
def main() -> None:
    pass
