import clauz3
from clauz3.events import Event, performs


class Write(Event):
    path: str


@clauz3.trusted
@performs(lambda path: Write("/tmp/log"))
def literal_field(path: str) -> None:
    return None


@clauz3.requires(lambda path, *, force=True: not force or path.startswith("/tmp/"))
@clauz3.trusted
@performs(lambda path: Write(path))
def wipe_mismatched(path: str, *, force: bool = False) -> None:
    return None
