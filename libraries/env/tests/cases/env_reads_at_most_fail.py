"""Three reads in a literal loop; at most two allowed."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env


@clauz3.guarantee(env.env_reads_at_most(2))
def main() -> None:
    for name in ["HOME", "LANG", "TZ"]:
        read_env(name)
