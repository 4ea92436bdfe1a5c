"""The git library's effects: a local git subcommand, and a push.

``git(subcommand, args, cwd)`` runs ``git -C <cwd> <subcommand> <args...>``
and ``git_push(remote, branch, cwd)`` runs ``git -C <cwd> push <remote>
<branch>``, both as argument vectors (no shell), returning standard output.

Pushing is only possible through git_push: git refuses the subcommand
``push`` (and any subcommand starting with ``-``, which could be an option
such as ``-c`` placed before another subcommand), so ``no_push`` and the
push contracts speak of every push. A pushed branch is a plain name: no
``:`` (which would name another remote branch, or delete one), no leading
``+`` (a forced push) or ``-`` (an option). No argument may be ``--output``
(which makes log and diff write a file). The executable is ``git`` on PATH.
"""

import subprocess

import deal

import clauz3
from clauz3._path_safety import is_plain_path

TIMEOUT_SECONDS = 120


@clauz3.requires(
    lambda subcommand, args, cwd: len(subcommand) > 0 and not subcommand.startswith("-"),
    message="subcommand must be a non-empty name, not an option",
)
@clauz3.requires(
    lambda subcommand, args, cwd: subcommand != "push",
    message="push through git_push, whose remote and branch the contracts see",
)
@clauz3.requires(
    lambda subcommand, args, cwd: len(cwd) > 0 and is_plain_path(cwd),
    message="cwd must be a plain path (no '..', '.', empty segments or backslashes)",
)
@deal.has("io", "syscall")
@clauz3.trusted
def git(subcommand: str, args: list[str], cwd: str) -> str:
    """Run git -C <cwd> <subcommand> <args...>; its standard output."""
    for arg in args:
        if arg.startswith("--output"):
            raise ValueError("--output would write a file; not allowed here")
    done = subprocess.run(  # noqa: S603 (an argument vector, no shell)
        ["git", "-C", cwd, subcommand, *args],
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
        check=True,
    )
    return done.stdout


@clauz3.requires(
    lambda remote, branch, cwd: len(remote) > 0 and not remote.startswith("-"),
    message="remote must be a non-empty name, not an option",
)
@clauz3.requires(
    lambda remote, branch, cwd: (
        len(branch) > 0 and ":" not in branch and not branch.startswith("+") and not branch.startswith("-")
    ),
    message="branch must be a plain branch name (no ':', no leading '+' or '-')",
)
@clauz3.requires(
    lambda remote, branch, cwd: len(cwd) > 0 and is_plain_path(cwd),
    message="cwd must be a plain path (no '..', '.', empty segments or backslashes)",
)
@deal.has("network", "io", "syscall")
@clauz3.trusted
def git_push(remote: str, branch: str, cwd: str) -> str:
    """Run git -C <cwd> push <remote> <branch>; its standard output."""
    done = subprocess.run(  # noqa: S603 (an argument vector, no shell)
        ["git", "-C", cwd, "push", remote, branch],
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
        check=True,
    )
    return done.stdout
