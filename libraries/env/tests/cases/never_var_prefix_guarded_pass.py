"""A name from the caller is checked against the prefix first."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env


@clauz3.guarantee(env.never_var_prefix("AWS_"))
def main(name: str) -> None:
    if not name.startswith("AWS_") and len(name) > 0 and "=" not in name:
        read_env(name)
