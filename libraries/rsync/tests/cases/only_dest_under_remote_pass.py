"""A root that names a host admits destinations on that host under it."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.only_dest_under("backup.example.com:/srv/ada/"))
def main() -> None:
    rsync("/home/ada/notes/", "backup.example.com:/srv/ada/notes/", False, ["-a"])
