"""Guarantees about what a program does to the filesystem, stated over events.

A contract over an event class covers every tool that performs it (see
events.py): never_read_under covers read_file, read_lines, read_line, grep
and the source of copy and move; only_write_under covers every change,
deletes, creates and chmods included. Effects of other libraries that touch
files (git, rsync, db) are not events here.

Paths are compared as written, lexically. A string prefix is a string
prefix: only_read_under("notes") also admits "notes.bak"; end it with "/" to
mean a directory, or use the *_files_under contracts, which take a
clauz3.DirectoryPath. Every path contract also requires the event's path to
be plain (no "..", no "." or empty segment, no backslash), which the tools
already require, so a respelled path cannot step around a prefix.
only_delete_under(root) and only_write_under(root) do not admit root itself
(with or without its final "/") as a deleted or chmodded path: removing
root removes the whole tree, which is not "under" it; making, writing into
or copying onto root stays admitted.

The never_* contracts also refuse an event on a directory holding the
forbidden prefix, since a copy, move or remove of "/home/ada" reaches
"/home/ada/.ssh". A relative prefix is compared in its bare and "./"
spellings, and "." holds every relative path; a relative prefix says nothing
of an absolute spelling of the same file, so such an event is refused. Links
and case-insensitive filesystems are not modelled.
"""

from tools.filesystem.trusted.effects import grep
from tools.filesystem.trusted.events import (
    Chmod,
    Create,
    Delete,
    DirectoryCreate,
    FsEvent,
    List,
    Observe,
    Read,
    RecursiveRead,
    RecursiveWrite,
    Write,
    WriteText,
)

from clauz3._path_safety import is_plain_path
from clauz3.paths import DirectoryPath, FilePath
from clauz3.spec import ConjunctionSpec, ContractSpec, contract, effect
from clauz3.spec import no_guarantees as nothing

Searches = effect(grep)


def _plain(prefix: str) -> str:
    """``prefix``, refused unless it is written the way tool paths must be."""
    if not prefix or not is_plain_path(prefix):
        raise ValueError(f"{prefix!r} is not a plain path (no '..', '.', empty segments or backslashes)")
    return prefix


def _both(prefix: str) -> tuple[str, str]:
    """The two spellings of a path: bare and with "./" (one, twice, when absolute)."""
    if prefix.startswith("/"):
        return prefix, prefix
    bare = "" if prefix == "." else prefix.removeprefix("./")
    return bare, "./" + bare


def _under(kind: type[FsEvent], root: str) -> ContractSpec:
    """Every ``kind`` event has a plain path starting with ``root``."""
    _plain(root)
    return kind.all(
        lambda e: (
            "//" not in e.path
            and "\\" not in e.path
            and ("/." not in e.path or ("/./" not in e.path and not e.path.endswith("/.")))
            and (
                ".." not in e.path
                or (
                    e.path != ".."
                    and not e.path.startswith("../")
                    and "/../" not in e.path
                    and not e.path.endswith("/..")
                    and ":.." not in e.path
                )
            )
            and e.path.startswith(root)
        )
    )


def _not_root(kind: type[FsEvent], root: str) -> ContractSpec:
    """No ``kind`` event is on ``root`` itself, spelled with or without its final "/"."""
    bare = root.rstrip("/")
    slashed = bare + "/"
    return kind.all(lambda e: e.path != bare and e.path != slashed)


def _never_under(kind: type[FsEvent], prefix: str) -> ContractSpec:
    """No ``kind`` event is at or under ``prefix``, or on a directory holding it."""
    bare, dotted = _both(_plain(prefix))
    absolute = prefix.startswith("/")
    return kind.all(
        lambda e: (
            "//" not in e.path
            and "\\" not in e.path
            and ("/." not in e.path or ("/./" not in e.path and not e.path.endswith("/.")))
            and (
                ".." not in e.path
                or (
                    e.path != ".."
                    and not e.path.startswith("../")
                    and "/../" not in e.path
                    and not e.path.endswith("/..")
                    and ":.." not in e.path
                )
            )
            and e.path.startswith("/") == absolute
            and not e.path.startswith(bare)
            and not e.path.startswith(dotted)
            and not bare.startswith(e.path + "/")
            and not dotted.startswith(e.path + "/")
            and not (e.path.endswith("/") and bare.startswith(e.path))
            and not (e.path.endswith("/") and dotted.startswith(e.path))
            and e.path != "."
        )
    )


def _in_directory(kind: type[FsEvent], directory: DirectoryPath) -> ContractSpec:
    """Every ``kind`` event is at ``directory`` or under it (a boundary, not a string prefix)."""
    if type(directory) is not DirectoryPath:
        raise TypeError("directory must be a clauz3.DirectoryPath")
    root = directory.value.rstrip("/") or "/"
    bare, dotted = _both(root)
    here = root in (".", "./")
    everything = root == "/"
    roots = [bare, dotted]
    bare_in, dotted_in = bare + "/", dotted + "/"
    return kind.all(
        lambda e: (
            len(e.path) > 0
            and "//" not in e.path
            and "\\" not in e.path
            and ("/." not in e.path or ("/./" not in e.path and not e.path.endswith("/.")))
            and (
                ".." not in e.path
                or (
                    e.path != ".."
                    and not e.path.startswith("../")
                    and "/../" not in e.path
                    and not e.path.endswith("/..")
                    and ":.." not in e.path
                )
            )
            and (
                (here and not e.path.startswith("/"))
                or (everything and e.path.startswith("/"))
                or (
                    not here
                    and not everything
                    and (e.path in roots or e.path.startswith(bare_in) or e.path.startswith(dotted_in))
                )
            )
        )
    )


def _exact(files: list[FilePath]) -> list[str]:
    if type(files) is not list or any(type(f) is not FilePath for f in files):
        raise TypeError("files must be a list of clauz3.FilePath")
    return [name for f in files for name in _both(f.value)]


@contract(description="Nothing is promised about the filesystem.")
def no_guarantees() -> ContractSpec:
    """State, on purpose, that nothing is promised about files."""
    return nothing()


# reading


@contract(description="No filesystem tool reads a file or lists a directory.")
def no_reads() -> ContractSpec:
    """No Observe event: no read, no listing, no copy or move source."""
    return Observe.empty()


@contract(description="Filesystem tools read only the files {files}; no listing, no copy or move.")
def only_reads_files(files: list[FilePath]) -> ContractSpec:
    """Every read is of one of ``files`` exactly; nothing is listed or copied from."""
    names = _exact(files)
    return ConjunctionSpec((Observe.all(lambda e: e.path in names), List.empty(), RecursiveRead.empty()))


@contract(description="Filesystem tools read or list only in the directory {directory} and below.")
def only_reads_files_under(directory: DirectoryPath) -> ContractSpec:
    """Every read and listing is at or under ``directory``."""
    return _in_directory(Observe, directory)


@contract(description="Every path a filesystem tool reads or lists starts with {root}.")
def only_read_under(root: str) -> ContractSpec:
    """Every read and listing path starts with ``root`` (a string prefix)."""
    return _under(Observe, root)


@contract(description="No filesystem tool reads, copies or moves {prefix}, anything under it, or a directory holding it.")
def never_read_under(prefix: str) -> ContractSpec:
    """No read at or under ``prefix``, nor of a directory holding it."""
    return _never_under(Read, prefix)


@contract(description="Filesystem tools read at most {count} times.")
def reads_at_most(count: int) -> ContractSpec:
    """At most ``count`` Read events (a copy or a move reads once)."""
    return Read.count() <= count


@contract(description="No filesystem tool lists {prefix}, a directory under it, or one holding it.")
def never_list_under(prefix: str) -> ContractSpec:
    """No listing at or under ``prefix``, nor of a directory holding it."""
    return _never_under(List, prefix)


@contract(description="Filesystem tools list directories at most {count} times.")
def lists_at_most(count: int) -> ContractSpec:
    """At most ``count`` List events."""
    return List.count() <= count


@contract(description="Every grep searches for exactly {pattern}.")
def only_pattern(pattern: str) -> ContractSpec:
    """Every grep call's pattern is ``pattern``."""
    return Searches.all(lambda e: e.pattern == pattern)


# writing


@contract(description="No filesystem tool changes anything (other libraries, such as git or rsync, are not covered).")
def read_only() -> ContractSpec:
    """No Write event of any kind."""
    return Write.empty()


@contract(description="Filesystem tools change only the files {files}; no copy, move, remove or make_dir.")
def only_writes_files(files: list[FilePath]) -> ContractSpec:
    """Every change is to one of ``files`` exactly; nothing recursive, no directory made."""
    names = _exact(files)
    return ConjunctionSpec((Write.all(lambda e: e.path in names), RecursiveWrite.empty(), DirectoryCreate.empty()))


@contract(description="Filesystem tools change only the directory {directory} and what is below it.")
def only_writes_files_under(directory: DirectoryPath) -> ContractSpec:
    """Every change is at or under ``directory``."""
    return _in_directory(Write, directory)


@contract(description="Every path a filesystem tool changes starts with {root}; {root} itself is not deleted or chmodded.")
def only_write_under(root: str) -> ContractSpec:
    """Every change's path starts with ``root`` (a string prefix); ``root`` itself is not deleted or chmodded."""
    return ConjunctionSpec((_under(Write, root), _not_root(Delete, root), _not_root(Chmod, root)))


@contract(description="No filesystem tool changes {prefix}, anything under it, or a directory holding it.")
def never_write_under(prefix: str) -> ContractSpec:
    """No change at or under ``prefix``, nor to a directory holding it."""
    return _never_under(Write, prefix)


@contract(description="Filesystem tools make at most {count} changes.")
def writes_at_most(count: int) -> ContractSpec:
    """At most ``count`` Write events (a move makes two: its source's delete and its destination)."""
    return Write.count() <= count


@contract(description="No text a filesystem tool writes contains {substring}.")
def must_not_write(substring: str) -> ContractSpec:
    """No written or appended text contains ``substring`` (copies move existing bytes, not text)."""
    return WriteText.all(lambda e: substring not in e.text)


@contract(description="Every text a filesystem tool writes has at most {max_chars} characters.")
def write_length_at_most(max_chars: int) -> ContractSpec:
    """Every written or appended text has at most ``max_chars`` characters."""
    return WriteText.all(lambda e: len(e.text) <= max_chars)


# deleting


@contract(description="No filesystem tool deletes or moves anything away.")
def no_deletes() -> ContractSpec:
    """No Delete event (overwriting a file is a write, not a delete)."""
    return Delete.empty()


@contract(description="Everything a filesystem tool deletes or moves away starts with {root} and is not {root} itself.")
def only_delete_under(root: str) -> ContractSpec:
    """Every deleted path starts with ``root`` and is not ``root`` itself."""
    return ConjunctionSpec((_under(Delete, root), _not_root(Delete, root)))


@contract(description="No filesystem tool deletes or moves {prefix}, anything under it, or a directory holding it.")
def never_delete_under(prefix: str) -> ContractSpec:
    """No delete at or under ``prefix``, nor of a directory holding it."""
    return _never_under(Delete, prefix)


@contract(description="Filesystem tools delete or move away at most {count} paths.")
def deletes_at_most(count: int) -> ContractSpec:
    """At most ``count`` Delete events."""
    return Delete.count() <= count


# creating


@contract(description="No filesystem tool creates an empty file or a directory.")
def no_creates() -> ContractSpec:
    """No touch and no make_dir."""
    return Create.empty()


@contract(description="Filesystem tools create at most {count} empty files or directories.")
def creates_at_most(count: int) -> ContractSpec:
    """At most ``count`` Create events."""
    return Create.count() <= count


# permissions


@contract(description="No filesystem tool changes permission bits.")
def no_chmods() -> ContractSpec:
    """No chmod."""
    return Chmod.empty()


@contract(description="Every chmod sets one of the modes {allowlist} (decimal).")
def only_modes(allowlist: list[int]) -> ContractSpec:
    """Every chmod's mode is one of ``allowlist`` (say [0o644, 0o600, 0o755])."""
    return Chmod.all(lambda e: e.mode in allowlist)
