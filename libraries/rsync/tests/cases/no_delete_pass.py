"""delete=False on every sync."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.no_delete())
def main() -> None:
    rsync("/home/ada/notes/", "/backup/notes/", False, ["-a", "--exclude=*.tmp"])
