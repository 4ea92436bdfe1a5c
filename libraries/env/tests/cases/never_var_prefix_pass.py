"""No AWS_ name is read."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env


@clauz3.guarantee(env.never_var_prefix("AWS_"))
def main() -> None:
    read_env("HOME")
    read_env("AWS")
