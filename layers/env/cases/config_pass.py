"""Read HOME, and LANG only when asked: known names, never credentials."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import get_env


@clauz3.guarantee(env.only_names(["HOME", "LANG", "TZ"]))
@clauz3.guarantee(env.never_prefix("AWS_"))
@clauz3.guarantee(env.at_most(2))
def main(localized: bool) -> None:
    home = get_env("HOME")
    if localized and len(home) > 0:
        get_env("LANG")
