"""Legitimate flags (long with =, short clusters without R) keep only_repo and only_owner."""

import clauz3
from tools.gh.trusted import contracts as gh_
from tools.gh.trusted.effects import gh


@clauz3.guarantee(gh_.only_repo("acme/site"))
@clauz3.guarantee(gh_.only_owner("acme"))
@clauz3.guarantee(gh_.never_actions(["close", "delete"]))
def main(pr: str) -> None:
    gh("pr", "merge", [pr, "-d", "--squash"], "acme/site")
    gh("pr", "comment", [pr, "--body=see https://github.com/acme/site/issues/3"], "acme/site")
