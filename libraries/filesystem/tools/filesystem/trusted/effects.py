"""The filesystem library's tools: real reads and writes with pathlib and shutil.

No shell and no external program: find walks the tree with os.walk (symbolic
links to directories are not followed), grep reads the file itself. Every
path must be non-empty and plain (``is_plain_path``: no ``..``, no ``.`` or
empty segment after the first, no backslash), so a path cannot be respelled
around a prefix a contract names. The check is lexical: symbolic links are
not resolved.

Each tool declares its events (events.py) with ``@performs``; the contracts
speak of events, not of tools. Parent directories that write_file, touch,
copy and move create on the way are not Create events: they lie on the path
of the event that made them.
"""

import fnmatch
import os
import shutil
from pathlib import Path

import deal

import clauz3
from clauz3._path_safety import is_plain_path
from clauz3.events import performs
from tools.filesystem.trusted.events import (
    Chmod,
    Create,
    Delete,
    DirectoryCreate,
    List,
    Read,
    RecursiveRead,
    RecursiveWrite,
    WriteText,
)

MAX_FOUND = 10000


@clauz3.requires(lambda path: len(path) > 0 and is_plain_path(path), message="path must be a plain path")
@deal.has("read")
@clauz3.trusted
@performs(lambda path: Read(path))
def read_file(path: str) -> str:
    """The text of the file ``path`` (UTF-8)."""
    return Path(path).read_text(encoding="utf-8")


@clauz3.requires(lambda path: len(path) > 0 and is_plain_path(path), message="path must be a plain path")
@deal.has("read")
@clauz3.trusted
@performs(lambda path: Read(path))
def read_lines(path: str) -> list[str]:
    """The lines of the file ``path``, without their line endings."""
    return Path(path).read_text(encoding="utf-8").splitlines()


@clauz3.requires(
    lambda path, number: len(path) > 0 and is_plain_path(path),
    message="path must be a plain path",
)
@clauz3.requires(lambda path, number: number >= 1, message="lines are numbered from 1")
@deal.has("read")
@clauz3.trusted
@performs(lambda path: Read(path))
def read_line(path: str, number: int) -> str:
    """Line ``number`` (from 1) of the file ``path``; "" past the end."""
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    return lines[number - 1] if number <= len(lines) else ""


@clauz3.requires(
    lambda pattern, path: len(path) > 0 and is_plain_path(path),
    message="path must be a plain path",
)
@clauz3.requires(lambda pattern, path: len(pattern) > 0, message="pattern must not be empty")
@deal.has("read")
@clauz3.trusted
@performs(lambda path: Read(path))
def grep(pattern: str, path: str) -> list[str]:
    """The lines of the file ``path`` that contain ``pattern`` (plain text, not a regex)."""
    return [line for line in Path(path).read_text(encoding="utf-8").splitlines() if pattern in line]


@clauz3.requires(
    lambda path, name: len(path) > 0 and is_plain_path(path),
    message="path must be a plain path",
)
@deal.has("read")
@clauz3.trusted
@performs(lambda path: List(path))
def find(path: str, name: str) -> list[str]:
    """Paths under the directory ``path`` whose file name matches the glob ``name``, sorted."""
    found = []
    for top, dirs, files in os.walk(path):
        dirs.sort()
        for entry in sorted(dirs + files):
            if fnmatch.fnmatchcase(entry, name):
                found.append(os.path.join(top, entry))
                if len(found) > MAX_FOUND:
                    raise ValueError(f"more than {MAX_FOUND} paths match")
    return sorted(found)


@clauz3.requires(
    lambda path, content: len(path) > 0 and is_plain_path(path),
    message="path must be a plain path",
)
@deal.has("write")
@clauz3.trusted
@performs(lambda path, content: WriteText(path, content))
def write_file(path: str, content: str) -> None:
    """Replace the file ``path`` with ``content`` (UTF-8), creating parents."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(content, encoding="utf-8")


@clauz3.requires(
    lambda path, text: len(path) > 0 and is_plain_path(path),
    message="path must be a plain path",
)
@deal.has("write")
@clauz3.trusted
@performs(lambda path, text: WriteText(path, text))
def append_file(path: str, text: str) -> None:
    """Append ``text`` to the file ``path`` (created when missing, with parents)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    with target.open("a", encoding="utf-8") as out:
        out.write(text)


@clauz3.requires(lambda path: len(path) > 0 and is_plain_path(path), message="path must be a plain path")
@deal.has("write")
@clauz3.trusted
@performs(lambda path: DirectoryCreate(path))
def make_dir(path: str) -> None:
    """Make the directory ``path`` and its parents (nothing when it exists)."""
    Path(path).mkdir(parents=True, exist_ok=True)


@clauz3.requires(lambda path: len(path) > 0 and is_plain_path(path), message="path must be a plain path")
@deal.has("write")
@clauz3.trusted
@performs(lambda path: Create(path))
def touch(path: str) -> None:
    """Create the empty file ``path`` when missing (with parents), else update its time."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.touch()


@clauz3.requires(lambda path: len(path) > 0 and is_plain_path(path), message="path must be a plain path")
@deal.has("write")
@clauz3.trusted
@performs(lambda path: Delete(path))
def remove(path: str) -> None:
    """Remove the file ``path``, or the directory and everything under it."""
    target = Path(path)
    if target.is_dir() and not target.is_symlink():
        shutil.rmtree(target)
    else:
        target.unlink()


@clauz3.requires(
    lambda src, dest: len(src) > 0 and len(dest) > 0 and is_plain_path(src) and is_plain_path(dest),
    message="src and dest must be plain paths",
)
@deal.has("read", "write")
@clauz3.trusted
@performs(lambda src, dest: [RecursiveRead(src), Delete(src), RecursiveWrite(dest)])
def move(src: str, dest: str) -> None:
    """Move ``src`` (a file or a tree) to ``dest``."""
    Path(dest).parent.mkdir(parents=True, exist_ok=True)
    shutil.move(src, dest)


@clauz3.requires(
    lambda src, dest: len(src) > 0 and len(dest) > 0 and is_plain_path(src) and is_plain_path(dest),
    message="src and dest must be plain paths",
)
@deal.has("read", "write")
@clauz3.trusted
@performs(lambda src, dest: [RecursiveRead(src), RecursiveWrite(dest)])
def copy(src: str, dest: str) -> None:
    """Copy the file or tree ``src`` to ``dest`` (symbolic links copied as links)."""
    Path(dest).parent.mkdir(parents=True, exist_ok=True)
    if Path(src).is_dir() and not Path(src).is_symlink():
        shutil.copytree(src, dest, symlinks=True)
    else:
        shutil.copy2(src, dest, follow_symlinks=False)


@clauz3.requires(
    lambda path, mode: len(path) > 0 and is_plain_path(path),
    message="path must be a plain path",
)
@clauz3.requires(lambda path, mode: 0 <= mode and mode <= 4095, message="mode is 0 to 0o7777")
@deal.has("write")
@clauz3.trusted
@performs(lambda path, mode: Chmod(path, mode))
def chmod(path: str, mode: int) -> None:
    """Set the permission bits of ``path`` to ``mode``."""
    os.chmod(path, mode)
