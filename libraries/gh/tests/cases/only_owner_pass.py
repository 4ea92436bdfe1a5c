"""Any repository of acme."""

import clauz3
from tools.gh.trusted import contracts as gh_
from tools.gh.trusted.effects import gh


@clauz3.guarantee(gh_.only_owner("acme"))
def main(docs: bool) -> None:
    repo = "acme/docs" if docs else "acme/site"
    gh("issue", "list", [], repo)
