"""main(extra="PATH") reads a variable that is not in the allowed list."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import get_env


@clauz3.guarantee(env.only_names(["HOME", "LANG"]))
def main(extra: str) -> None:
    get_env("HOME")
    if extra != "" and "=" not in extra and extra != "AWS_SECRET_ACCESS_KEY":
        get_env(extra)
