"""A destination with .. breaks the precondition."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.no_guarantees())
def main() -> None:
    rsync("/home/ada/notes/", "/backup/../etc/", False, ["-a"])
