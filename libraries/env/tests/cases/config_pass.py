"""A configuration read with every env guarantee stated at once."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env


@clauz3.guarantee(env.only_vars(["HOME", "LANG", "TZ"]))
@clauz3.guarantee(env.never_var_prefix("AWS_"))
@clauz3.guarantee(env.never_vars(["GITHUB_TOKEN"]))
@clauz3.guarantee(env.env_reads_at_most(3))
def main() -> None:
    home = read_env("HOME")
    if home == "":
        read_env("TZ")
    read_env("LANG")
