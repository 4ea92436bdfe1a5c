"""A triage run: read-only, one repository, few commands."""

import clauz3
from tools.gh.trusted import contracts as gh_
from tools.gh.trusted.effects import gh


@clauz3.guarantee(gh_.read_only())
@clauz3.guarantee(gh_.only_repo("acme/site"))
@clauz3.guarantee(gh_.only_commands(["pr", "run"]))
@clauz3.guarantee(gh_.runs_at_most(3))
def main(pr: str) -> None:
    gh("pr", "checks", [pr], "acme/site")
    gh("pr", "view", [pr, "--json", "title"], "acme/site")
    gh("run", "list", ["--limit", "5"], "acme/site")
