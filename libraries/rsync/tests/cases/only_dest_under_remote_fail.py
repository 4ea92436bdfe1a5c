"""backup:/etc/ starts with "backup" but is the host backup's /etc/."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.only_dest_under("backup"))
def main() -> None:
    rsync("/home/ada/notes/", "backup:/etc/", False, ["-a"])
