import clauz3
from clauz3.events import Event, performs


class Write(Event):
    path: str


@clauz3.trusted
@performs(lambda path: Write("/tmp/log"))
def literal_field(path: str) -> None:
    return None
