"""Events of a small filesystem layer: Write and its subclass Delete."""

from clauz3.events import Event


class FsEvent(Event):
    path: str


class Read(FsEvent):
    """The contents at path are read."""


class Write(FsEvent):
    """Something at path changes."""


class Delete(Write):
    """path is removed."""


class Audit(Event):
    """Declared, but no trusted function performs it."""

    who: str


class Chmod(Write):
    mode: int
