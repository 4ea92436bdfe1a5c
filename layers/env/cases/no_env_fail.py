"""main(debug=True) reads DEBUG."""

import clauz3
from tools.env.trusted import contracts as env
from tools.env.trusted.effects import get_env


@clauz3.guarantee(env.no_env())
def main(debug: bool) -> None:
    if debug:
        get_env("DEBUG")
