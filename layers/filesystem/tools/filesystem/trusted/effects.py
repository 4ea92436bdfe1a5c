"""Trusted filesystem effects.

Every path must be absolute and free of parent steps: it starts with "/" and
has no ".." in it. Then a path that starts with "/srv/app/" is under the
directory /srv/app, whatever else it holds ("/srv/app/../etc" is refused).
The converse needs more: "//etc/x" and "/./etc/x" are under /etc without
starting with "/etc/", so never_under also requires neither "//" nor "/./".
(Symbolic links are the layer's business: it must not follow one out of the
directory it was asked about.)

Each call is a fact of its own name (read_file, write_file, list_dir) and of
the marker "fs"; the path argument is the field "path".
"""

import os

import deal


@deal.has("fs", "fs_read")
@deal.pre(lambda path: path.startswith("/") and ".." not in path)
def read_file(path: str) -> str:
    """The text of the file at path."""
    with open(path, encoding="utf-8") as f:
        return f.read()


@deal.has("fs", "fs_write")
@deal.pre(lambda path, content: path.startswith("/") and ".." not in path)
def write_file(path: str, content: str) -> None:
    """Replace the file at path by content."""
    with open(path, "w", encoding="utf-8") as f:
        f.write(content)


@deal.has("fs", "fs_read")
@deal.pre(lambda path: path.startswith("/") and ".." not in path)
@deal.post(lambda result: result >= 0)
def count_entries(path: str) -> int:
    """The number of entries of the directory at path (listing it)."""
    return len(os.listdir(path))
