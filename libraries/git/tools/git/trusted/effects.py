"""The git library's effects: a local git subcommand, and a push.

``git(subcommand, args, cwd)`` runs ``git -C <cwd> <safety options>
<subcommand> <args...>`` and ``git_push(remote, branch, cwd)`` runs ``git -C
<cwd> <safety options> push <remote> <branch>``, both as argument vectors (no
shell), returning standard output. The executable is ``git`` on PATH.

Pushing is only possible through git_push: ``git`` admits only the
subcommands of SUBCOMMANDS (local work, and fetching), so not ``push``,
``send-pack``, ``http-push``, ``submodule``, ``bisect``, ``config`` or any
other that can write to a remote, run a program or rewrite the
configuration; ``no_push`` and the push contracts speak of every push. A
pushed branch is a plain name: no ``:`` (which would name another remote
branch, or delete one), no leading ``+`` (a forced push) or ``-`` (an option).

The body refuses, before git runs, every argument that is a long option
naming (or abbreviating) one of REFUSED_LONG_OPTIONS (options that run a
program, write a file or set configuration: ``--output``,
``--open-files-in-pager``, ``--upload-pack``, ``--exec``, ``--ext-diff``,
``--textconv``, ``--config``, ``--template``, ``--separate-git-dir``...), and
every short-option cluster holding a letter of REFUSED_SHORT_OPTIONS for its
subcommand (``grep -O``, ``ls-remote``/``clone -u``, ``clone -c``, ``rebase
-x``). ``clone``, ``init`` and ``worktree`` may only name directories below
``cwd`` (relative paths without ``..``), so every directory git writes is
below ``cwd``. Git runs with safety options set by the library before the
subcommand: no hooks (``core.hooksPath=/dev/null``), no fsmonitor, no pager,
no ``ext::`` transport, ``--no-ext-diff``/``--no-textconv`` where they
apply, an editor that does nothing, no terminal prompt, no system
configuration and no optional locks (so the read-only subcommands do not even
refresh the index), and without the inherited ``GIT_*`` variables (other than
the author and committer identity).
"""

import os
import subprocess

import deal

import clauz3
from clauz3._path_safety import is_plain_path

TIMEOUT_SECONDS = 120

#: Every subcommand git admits (contracts.READ_ONLY_SUBCOMMANDS, the first
#: sixteen, only look): none of them writes to a remote.
SUBCOMMANDS = [
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
    "add",
    "commit",
    "checkout",
    "switch",
    "restore",
    "reset",
    "rm",
    "mv",
    "branch",
    "tag",
    "merge",
    "rebase",
    "cherry-pick",
    "revert",
    "stash",
    "clean",
    "apply",
    "notes",
    "remote",
    "init",
    "clone",
    "fetch",
    "pull",
    "worktree",
]

#: Long options refused whatever their spelling (``--name``, ``--name=v``,
#: or an abbreviation git would expand to one of them).
REFUSED_LONG_OPTIONS = [
    "output",
    "output-directory",
    "open-files-in-pager",
    "upload-pack",
    "receive-pack",
    "exec",
    "ext-diff",
    "textconv",
    "config",
    "template",
    "separate-git-dir",
    "recurse-submodules",
]

#: Short options refused per subcommand, alone or in a cluster.
REFUSED_SHORT_OPTIONS = {
    "grep": "O",
    "ls-remote": "u",
    "clone": "uc",
    "rebase": "x",
}

#: Long options refused for one subcommand only. ``apply --unsafe-paths``
#: patches files outside the work tree, ``.git/config`` among them (where
#: ``remote.*.uploadpack`` or a filter names a program a later fetch or
#: status runs).
REFUSED_LONG_OPTIONS_OF = {"cat-file": ["filters"], "apply": ["unsafe-paths", "directory"]}

#: Long options git has under these exact names, which the abbreviation
#: rule below would otherwise read as one of REFUSED_LONG_OPTIONS (git
#: takes an exact name as itself, never as an abbreviation).
EXACT_LONG_OPTIONS = ["text", "output-indicator-new", "output-indicator-old", "output-indicator-context"]

#: Short options that take a value, per subcommand: in a cluster the rest
#: of the argument is that value (``-eTODO``), and a value in the next
#: argument is not an option either.
VALUE_SHORT_OPTIONS = {"grep": "efABCm", "clone": "bo", "rebase": "sXC", "ls-remote": ""}

#: Subcommands whose non-option arguments may name a directory to write.
WRITES_DIRECTORIES = ["clone", "init", "worktree"]

#: Diff-producing subcommands: external diff programs and textconv are off.
DIFFS = ["log", "diff", "show", "blame"]

SAFETY = [
    "-c",
    "core.hooksPath=/dev/null",
    "-c",
    "core.fsmonitor=false",
    "-c",
    "core.pager=cat",
    "-c",
    "protocol.ext.allow=never",
    "-c",
    "core.editor=true",
    "-c",
    "sequence.editor=true",
]


def _environment() -> dict[str, str]:
    kept = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("GIT_") or k.startswith(("GIT_AUTHOR_", "GIT_COMMITTER_"))
    }
    kept.update(
        {
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_TERMINAL_PROMPT": "0",
            "GIT_OPTIONAL_LOCKS": "0",
            "GIT_PAGER": "cat",
            "PAGER": "cat",
            "GIT_EDITOR": "true",
            "GIT_SEQUENCE_EDITOR": "true",
        }
    )
    return kept


def _refusal(subcommand: str, args: list[str]) -> str:
    """Why args are refused for subcommand, or "" if they are not."""
    short = REFUSED_SHORT_OPTIONS.get(subcommand, "")
    valued = VALUE_SHORT_OPTIONS.get(subcommand, "")
    value_next = False
    for i, arg in enumerate(args):
        if value_next or "--" in args[:i]:
            value_next = False
            continue  # the value of the short option before, or an operand
        if arg.startswith("--") and len(arg) > 2:
            name, _, value = arg[2:].partition("=")
            if name in EXACT_LONG_OPTIONS:
                continue
            if name == "recurse-submodules" and value.lower() in ("no", "false", "off"):
                continue  # recursion turned off
            for refused in REFUSED_LONG_OPTIONS + REFUSED_LONG_OPTIONS_OF.get(subcommand, []):
                if refused.startswith(name) or name.startswith(refused):
                    return f"{arg}: --{refused} may run a program, write a file or set configuration"
        elif arg.startswith("-") and len(arg) > 1:
            for j, letter in enumerate(arg[1:]):
                if letter in short:
                    return f"{arg}: -{letter} of git {subcommand} may run a program or set configuration"
                if letter in valued:
                    value_next = j == len(arg) - 2  # its value is the next argument
                    break  # the rest of the cluster is its value
    if subcommand in WRITES_DIRECTORIES:
        operands = [arg for i, arg in enumerate(args) if _is_operand(args, i)]
        if subcommand == "clone":
            operands = operands[1:]  # the source, which clone only reads
        for arg in operands:
            if arg.startswith(("/", "~")) or ".." in arg.split("/") or "\\" in arg:
                return f"{arg}: git {subcommand} may only name directories below cwd (a relative path without ..)"
    return ""


def _is_operand(args: list[str], i: int) -> bool:
    """Whether args[i] is not an option (everything after ``--`` is not)."""
    return "--" in args[:i] or not args[i].startswith("-")


@clauz3.requires(
    lambda subcommand, args, cwd: subcommand in SUBCOMMANDS,
    message="subcommand must be one of SUBCOMMANDS (local work and fetching; push through git_push)",
)
@clauz3.requires(
    lambda subcommand, args, cwd: len(cwd) > 0 and is_plain_path(cwd),
    message="cwd must be a plain path (no '..', '.', empty segments or backslashes)",
)
@deal.has("io", "syscall")
@clauz3.trusted
def git(subcommand: str, args: list[str], cwd: str) -> str:
    """Run git -C <cwd> <safety> <subcommand> <args...>; its standard output."""
    if subcommand not in SUBCOMMANDS:
        raise ValueError(f"git {subcommand} is not one of the admitted subcommands")
    why = _refusal(subcommand, args)
    if why:
        raise ValueError(why)
    extra = ["--no-ext-diff", "--no-textconv"] if subcommand in DIFFS else []
    if subcommand == "blame":
        extra = ["--no-textconv"]
    done = subprocess.run(  # noqa: S603 (an argument vector, no shell)
        ["git", "-C", cwd, *SAFETY, subcommand, *extra, *args],
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
        check=True,
        env=_environment(),
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
        ["git", "-C", cwd, *SAFETY, "push", remote, branch],
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
        check=True,
        env=_environment(),
    )
    return done.stdout
