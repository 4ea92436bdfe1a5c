"""Three variables are read in a loop; at most two are allowed."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import get_env


@clauz3.guarantee(env.at_most(2))
def main() -> None:
    for name in ["HOME", "LANG", "TZ"]:
        get_env(name)
