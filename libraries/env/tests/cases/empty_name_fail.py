"""read_env requires a non-empty name: an empty one from the caller breaks its precondition."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env


@clauz3.guarantee(env.no_guarantees())
def main(name: str) -> None:
    read_env(name)
