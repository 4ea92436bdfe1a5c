"""A release is not a pull request or an issue."""

import clauz3
from tools.gh.trusted import contracts as gh_
from tools.gh.trusted.effects import gh


@clauz3.guarantee(gh_.only_commands(["pr", "issue"]))
def main() -> None:
    gh("release", "delete", ["v1.0"], "acme/site")
