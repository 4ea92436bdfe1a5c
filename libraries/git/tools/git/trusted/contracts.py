"""Guarantees about the git commands a program runs and the pushes it makes.

Local commands are the relation Commands (fields ``subcommand``, ``cwd``),
pushes the relation Pushes (``remote``, ``branch``, ``cwd``): a push is never
a Commands fact, since git admits only subcommands that do not write to a
remote (effects.SUBCOMMANDS: not ``push``, ``send-pack``, ``submodule``...).

read_only is sound because the body also refuses the options by which a
read-only subcommand would run a program or write a file (``grep -O``,
``ls-remote --upload-pack``, ``log --output``, ``--ext-diff``,
``--textconv``, abbreviations included) and runs git with no hooks, no
pager, no fsmonitor, no ``ext::`` transport and no optional locks.

only_in is about ``cwd``: ``clone``, ``init`` and ``worktree`` may only
create directories below it, but git acts on the repository holding ``cwd``,
whose work tree may extend above it.

read_only admits only subcommands that cannot change a repository whatever
their arguments: it leaves out ``branch``, ``tag``, ``remote`` and ``config``,
which list with no arguments but create, delete or rewrite with some (the
reference admits them). Use ``rev-parse``, ``for-each-ref`` or ``ls-remote``
to look at branches, tags and remotes.
"""

from tools.git.trusted.effects import git, git_push

from clauz3.spec import ContractSpec, contract, effect
from clauz3.spec import no_guarantees as nothing

Commands = effect(git)
Pushes = effect(git_push)

#: Subcommands that cannot change the working tree, the index, the refs,
#: the configuration or a remote, whatever their arguments.
READ_ONLY_SUBCOMMANDS = [
    "status",
    "log",
    "diff",
    "show",
    "rev-parse",
    "rev-list",
    "ls-files",
    "ls-tree",
    "ls-remote",
    "for-each-ref",
    "blame",
    "describe",
    "shortlog",
    "cat-file",
    "grep",
    "merge-base",
]


@contract(description="Nothing is promised about git.")
def no_guarantees() -> ContractSpec:
    """State, on purpose, that nothing is promised about git."""
    return nothing()


@contract(description="The program runs no local git command (pushes are a separate contract).")
def no_git() -> ContractSpec:
    """No call of git; git_push is governed by no_push."""
    return Commands.empty()


@contract(description="Every git command only looks at a repository.")
def read_only() -> ContractSpec:
    """Every subcommand is one of READ_ONLY_SUBCOMMANDS."""
    return Commands.all(lambda e: e.subcommand in READ_ONLY_SUBCOMMANDS)


@contract(description="Every git command is one of {allowlist}.")
def only_subcommands(allowlist: list[str]) -> ContractSpec:
    """Every subcommand is in ``allowlist``."""
    return Commands.all(lambda e: e.subcommand in allowlist)


@contract(description="No git command is one of {blocklist}.")
def never_subcommands(blocklist: list[str]) -> ContractSpec:
    """No subcommand is in ``blocklist`` (say ``["reset", "clean"]``)."""
    return Commands.all(lambda e: e.subcommand not in blocklist)


@contract(description="Every git command runs in a directory whose path starts with {root}.")
def only_in(root: str) -> ContractSpec:
    """Every command's ``cwd`` starts with ``root`` (end it with "/" to mean a directory).

    The repository holding ``cwd`` may extend above it: choose ``root`` at a
    repository's top to speak of everything git may change.
    """
    return Commands.all(lambda e: e.cwd.startswith(root))


@contract(description="The program runs at most {count} local git commands.")
def runs_at_most(count: int) -> ContractSpec:
    """At most ``count`` calls of git (pushes not counted)."""
    return Commands.count() <= count


@contract(description="The program pushes nothing.")
def no_push() -> ContractSpec:
    """No call of git_push, hence no push from the repository at any cwd.

    A fetch or pull whose cwd is inside another repository (a bare one on
    this machine) writes into that one: bound cwd with only_in."""
    return Pushes.empty()


@contract(description="Every push goes to the remote {remote}.")
def only_push_to_remote(remote: str) -> ContractSpec:
    """Every push names exactly the remote ``remote``."""
    return Pushes.all(lambda e: e.remote == remote)


@contract(description="Every push updates the branch {branch}.")
def only_push_to_branch(branch: str) -> ContractSpec:
    """Every push names exactly the branch ``branch``."""
    return Pushes.all(lambda e: e.branch == branch)
