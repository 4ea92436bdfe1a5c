"""no_guarantees states nothing and always holds."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env


@clauz3.guarantee(env.no_guarantees())
def main(name: str) -> None:
    if len(name) > 0 and "=" not in name:
        read_env(name)
