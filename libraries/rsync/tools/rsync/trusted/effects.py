"""The rsync library's one effect: a sync from a source to a destination.

``rsync(src, dest, delete, args)`` runs ``rsync [--delete] <args...> <src>
<dest>`` as an argument vector (no shell) and returns its standard output.
Source, destination and deletion are fields of their own so the contracts can
speak of them.

Everything else is an option from a fixed list (ALLOWED_FLAGS, and
``--exclude=``/``--include=`` patterns): an option that deletes
(``--delete-after``, ``--remove-source-files``), writes elsewhere
(``--backup-dir``, ``--log-file``, ``--write-batch``), runs a command
(``-e``, ``--rsync-path``) or names more sources would make the contracts
speak of less than the sync does, so the body refuses it before rsync runs.
The executable is ``rsync`` on PATH.

With ``delete=False`` the body adds ``--ignore-existing``: plain rsync
removes a destination file that a source directory of the same name replaces
(and an empty directory or a file that a file or a link replaces), which would
make ``no_delete`` false. The cost: such a sync only adds what is missing at
the destination; a file that already exists there is never updated.
"""

import subprocess

import deal

import clauz3
from clauz3._path_safety import is_plain_path

TIMEOUT_SECONDS = 600

#: Options that only change how files are compared, copied or reported.
ALLOWED_FLAGS = {
    "-a", "--archive", "-r", "--recursive", "-v", "--verbose", "-q", "--quiet",
    "-z", "--compress", "-c", "--checksum", "-n", "--dry-run", "-u", "--update",
    "-t", "--times", "-p", "--perms", "-l", "--links", "-h", "--human-readable",
    "-i", "--itemize-changes", "--stats", "--progress", "--ignore-existing",
    "--size-only",
}


def _allowed(arg: str) -> bool:
    return arg in ALLOWED_FLAGS or arg.startswith("--exclude=") or arg.startswith("--include=")


@clauz3.requires(
    lambda src, dest, delete, args: len(src) > 0 and len(dest) > 0,
    message="src and dest must not be empty",
)
@clauz3.requires(
    lambda src, dest, delete, args: not src.startswith("-") and not dest.startswith("-"),
    message="src and dest must not look like options",
)
@clauz3.requires(
    lambda src, dest, delete, args: is_plain_path(src) and is_plain_path(dest),
    message="src and dest must be plain paths (no '..', '.', empty segments or backslashes)",
)
@deal.has("read", "write", "io", "network", "syscall")
@clauz3.trusted
def rsync(src: str, dest: str, delete: bool, args: list[str]) -> str:
    """Run rsync [--delete] <args...> <src> <dest>; its standard output."""
    refused = [arg for arg in args if not _allowed(arg)]
    if refused:
        raise ValueError(f"rsync options not allowed here: {refused}")
    argv = ["rsync"]
    if delete:
        argv.append("--delete")
    else:
        # Without --delete rsync still removes a destination entry whose type
        # the source changes (a file where the source has a directory, an
        # empty directory where it has a file, a file where it has a link).
        # --ignore-existing skips every existing destination entry but a
        # directory matched by a directory, so nothing there is removed (and
        # nothing existing is overwritten either).
        argv.append("--ignore-existing")
    done = subprocess.run(  # noqa: S603 (an argument vector, no shell)
        [*argv, *args, src, dest],
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
        check=True,
    )
    return done.stdout
