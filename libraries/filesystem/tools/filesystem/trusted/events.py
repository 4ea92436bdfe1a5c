"""What the filesystem tools do, as events.

Each effect in effects.py declares the events it performs (``@performs``),
and the contracts are stated over these classes: a relation over a class
covers its subclasses, so a contract over Read covers read_file, read_lines,
grep and the source of a copy or move alike.

    FsEvent(path)
      Observe             the program learns something about the filesystem
        Read              the contents at path
          RecursiveRead   a copy's or move's source: a file or a whole tree
        List              the names under the directory path
      Write               the filesystem at path changes
        WriteText(text)   text written or appended to a file
        Create            a new empty file or directory
          DirectoryCreate a directory made on purpose (make_dir)
        RecursiveWrite    a change that may cover a whole tree (copy's, move's destination)
          Delete          path and everything under it removed (remove, a move's source)
        Chmod(mode)       permission bits set
"""

from clauz3.events import Event


class FsEvent(Event):
    """Something done at ``path``."""

    path: str


class Observe(FsEvent):
    """The program learns something about the filesystem at ``path``."""


class Read(Observe):
    """The contents at ``path`` are read."""


class RecursiveRead(Read):
    """``path`` is read, and everything under it when it is a directory."""


class List(Observe):
    """The names under the directory ``path`` are listed."""


class Write(FsEvent):
    """The filesystem at ``path`` changes."""


class WriteText(Write):
    """``text`` is written (or appended) to the file ``path``."""

    text: str


class Create(Write):
    """An empty file or a directory appears at ``path``."""


class DirectoryCreate(Create):
    """A directory is made at ``path``, with its parents."""


class RecursiveWrite(Write):
    """``path`` changes, and everything under it when it is a directory."""


class Delete(RecursiveWrite):
    """``path`` and everything under it is removed."""


class Chmod(Write):
    """The permission bits of ``path`` are set to ``mode``."""

    mode: int
