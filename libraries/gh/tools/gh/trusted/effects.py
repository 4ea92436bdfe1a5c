"""The gh library's one effect: a GitHub CLI command against one repository.

``gh(command, action, args, repo)`` runs ``gh <command> <action> --repo
<repo> <args...>`` as an argument vector (no shell) and returns its standard
output. ``command`` is the kind of object (``pr``, ``issue``, ``run``),
``action`` the verb (``view``, ``merge``), ``repo`` the ``owner/name`` the
command acts on: the contracts are stated over these three fields.

The repository is pinned: the body refuses an argument that could change it
after the fact (``--repo``/``-R`` given again, or ``--``, after which gh would
read ``--repo`` as a positional argument and fall back to the repository of
the working directory). The executable is ``gh`` as found on PATH; the tests
put a fake one first on PATH.
"""

import subprocess

import deal

import clauz3

TIMEOUT_SECONDS = 120


def _pins_repo(args: list[str]) -> bool:
    for arg in args:
        if arg == "--" or arg == "-R" or arg.startswith("-R") or arg.startswith("--repo"):
            return False
    return True


@clauz3.requires(
    lambda command, action, args, repo: len(command) > 0 and len(action) > 0,
    message="command and action must not be empty",
)
@clauz3.requires(
    lambda command, action, args, repo: "/" in repo and not repo.startswith("/"),
    message="repo must be owner/name",
)
@deal.has("network", "io", "syscall")
@clauz3.trusted
def gh(command: str, action: str, args: list[str], repo: str) -> str:
    """Run gh <command> <action> --repo <repo> <args...>; its standard output."""
    if not _pins_repo(args):
        raise ValueError("args may not name another repository or end the options with --")
    done = subprocess.run(  # noqa: S603 (an argument vector, no shell)
        ["gh", command, action, "--repo", repo, *args],
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
        check=True,
    )
    return done.stdout
