"""The gh library's one effect: a GitHub CLI command against one repository.

``gh(command, action, args, repo)`` runs ``gh <command> <action> --repo
<repo> <args...>`` as an argument vector (no shell) and returns its standard
output. ``command`` is the kind of object (``pr``, ``issue``, ``run``),
``action`` the verb (``view``, ``merge``), ``repo`` the ``owner/name`` the
command acts on: the contracts are stated over these three fields.

The repository is pinned: the body refuses, before gh runs, every argument
that could make gh act on another repository than ``repo`` (the one the
guarantees speak of): ``--`` (after which gh would read ``--repo`` as a
positional argument and fall back to the repository of the working
directory); ``--repo`` in any spelling (and ``--r``, ``--re``, ``--rep``),
and any long flag whose name holds ``repo`` (``--branch-repo``, which
``issue develop`` creates its branch in);
any short-option cluster holding ``R`` (``-R x``, ``-Rx``, ``-dRx``: gh's
flag parser reads the cluster ``-dRx`` as ``-d -R x``); any argument not
of the form ``--name=value`` that holds ``://`` or ``github.com`` (gh reads a
URL given for a pull request, issue or run as naming its own repository,
whatever ``--repo`` says), or that is ``owner/name#number`` (a reference
qualified with its repository); ``gh issue transfer`` (which moves an issue into
another repository); ``--org``/``-o`` of ``secret``, ``variable``,
``ruleset`` and ``--user``/``-u`` of ``secret``; a ``command`` or ``action``
that is an option. A text holding a URL is passed as ``--body=...``
(a value in the same argument as its flag). ``repo`` must be exactly
``owner/name`` (one ``/``: ``host/owner/name`` would name another host). gh
runs without ``GH_REPO``, ``GH_HOST`` and ``GH_ENTERPRISE_TOKEN``, with no
prompt, no pager, and a browser and editor that do nothing. The executable
is ``gh`` as found on PATH; the tests put a fake one first on PATH.
"""

import os
import re
import subprocess

import deal

import clauz3

TIMEOUT_SECONDS = 120

#: Variables gh reads to choose another repository or host: never passed on.
DROPPED_VARIABLES = ["GH_REPO", "GH_HOST", "GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"]


#: Per command, flags (long names, short letters) that aim it at an
#: organization or a user instead of the repository.
ELSEWHERE_FLAGS = {
    "secret": (["org", "user"], "ou"),
    "variable": (["org"], "o"),
    "ruleset": (["org"], "o"),
}


def _refusal(command: str, action: str, args: list[str]) -> str:
    """Why the call could act on another repository, or "" if it cannot."""
    if command.startswith("-") or action.startswith("-"):
        return "command and action may not be options"
    if (command, action) == ("issue", "transfer"):
        return "gh issue transfer moves an issue into another repository"
    longs, shorts = ELSEWHERE_FLAGS.get(command, ([], ""))
    for arg in [command, action, *args]:
        if arg.startswith("--") and any(n.startswith(arg[2:].split("=", 1)[0]) for n in longs):
            return f"{arg}: aims gh {command} at an organization or user, not the repository"
        if arg.startswith("-") and not arg.startswith("--") and any(c in arg[1:] for c in shorts):
            return f"{arg}: aims gh {command} at an organization or user, not the repository"
        if arg == "--":
            return "-- would let gh read --repo as an argument"
        if arg.startswith("--"):
            name = arg[2:].split("=", 1)[0]
            if "repo".startswith(name) or "repo" in name:
                # --repo and its abbreviations, and every flag naming a
                # second repository (--branch-repo of issue develop,
                # --template-repo, --source-repo...)
                return f"{arg}: args may not name another repository"
            if "=" in arg:
                continue  # a flag with its value: the value is not a selector
        elif arg.startswith("-") and "R" in arg[1:]:
            return f"{arg}: a short-option cluster holding R names a repository"
        lowered = arg.lower()
        if "://" in lowered or "github.com" in lowered:
            return f"{arg}: a URL names its own repository (pass text holding one as --name=value)"
        if not arg.startswith("-") and _QUALIFIED_REF.match(arg):
            return f"{arg}: OWNER/REPO#NUMBER names its own repository (pass text holding one as --name=value)"
    return ""


#: An issue or pull request named with its repository (``owner/name#12``),
#: which gh may read as naming that repository rather than ``--repo``.
_QUALIFIED_REF = re.compile(r"^[^/\s]+/[^/\s#]+#\d+$")


def _environment() -> dict[str, str]:
    kept = {k: v for k, v in os.environ.items() if k not in DROPPED_VARIABLES}
    kept.update(
        {
            "GH_PROMPT_DISABLED": "1",
            "GH_PAGER": "cat",
            "PAGER": "cat",
            "GH_BROWSER": "true",
            "BROWSER": "true",
            "GH_EDITOR": "true",
            "GH_NO_UPDATE_NOTIFIER": "1",
        }
    )
    return kept


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
    if repo.count("/") != 1 or repo.startswith("/") or repo.endswith("/"):
        raise ValueError("repo must be exactly owner/name")
    why = _refusal(command, action, args)
    if why:
        raise ValueError(why)
    done = subprocess.run(  # noqa: S603 (an argument vector, no shell)
        ["gh", command, action, "--repo", repo, *args],
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
        check=True,
        env=_environment(),
    )
    return done.stdout
