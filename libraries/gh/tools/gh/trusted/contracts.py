"""Guarantees about the GitHub CLI commands a program runs.

Every contract is over the calls of gh (the relation Commands) and its
fields ``command`` (the kind of object), ``action`` (the verb) and ``repo``
(``owner/name``). read_only is the one to state when a program should only
look: every verb is an inspection verb, and ``gh api`` (whose "action" is an
endpoint and whose arguments may be any HTTP method) is excluded.
"""

from tools.gh.trusted.effects import gh

from clauz3.spec import ContractSpec, contract, effect
from clauz3.spec import no_guarantees as nothing

Commands = effect(gh)

#: Verbs that only look: none of them changes anything on GitHub.
READ_ONLY_ACTIONS = ["view", "list", "status", "diff", "checks"]


@contract(description="Nothing is promised about GitHub CLI commands.")
def no_guarantees() -> ContractSpec:
    """State, on purpose, that nothing is promised about gh."""
    return nothing()


@contract(description="The program runs no GitHub CLI command.")
def no_gh() -> ContractSpec:
    """No call of gh at all."""
    return Commands.empty()


@contract(description="Every GitHub CLI command only looks (view, list, status, diff, checks; never gh api).")
def read_only() -> ContractSpec:
    """Every verb is one of READ_ONLY_ACTIONS, and no command is ``api``."""
    return Commands.all(lambda e: e.action in READ_ONLY_ACTIONS and e.command != "api")


@contract(description="Every GitHub CLI command acts on one of {allowlist}.")
def only_commands(allowlist: list[str]) -> ContractSpec:
    """Every kind of object (``pr``, ``issue``, ...) is in ``allowlist``."""
    return Commands.all(lambda e: e.command in allowlist)


@contract(description="No GitHub CLI command uses the verbs {blocklist}.")
def never_actions(blocklist: list[str]) -> ContractSpec:
    """No verb is in ``blocklist`` (say ``["merge", "close", "delete"]``)."""
    return Commands.all(lambda e: e.action not in blocklist)


@contract(description="Every GitHub CLI command targets the repository {repo}.")
def only_repo(repo: str) -> ContractSpec:
    """Every command's ``--repo`` is exactly ``repo`` (``owner/name``)."""
    return Commands.all(lambda e: e.repo == repo)


@contract(description="Every GitHub CLI command targets a repository of {owner}.")
def only_owner(owner: str) -> ContractSpec:
    """Every command's repository is ``<owner>/<something>``."""
    slash = owner + "/"
    return Commands.all(lambda e: e.repo.startswith(slash))


@contract(description="The program runs at most {count} GitHub CLI commands.")
def runs_at_most(count: int) -> ContractSpec:
    """At most ``count`` calls of gh."""
    return Commands.count() <= count
