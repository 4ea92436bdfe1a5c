"""acme-labs is another owner, though its name starts with acme."""

import clauz3
from tools.gh.trusted import contracts as gh_
from tools.gh.trusted.effects import gh


@clauz3.guarantee(gh_.only_owner("acme"))
def main() -> None:
    gh("issue", "list", [], "acme-labs/site")
