"""One sync on one branch."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.no_syncs())
def main(backup: bool) -> None:
    if backup:
        rsync("/home/ada/notes/", "/backup/notes/", False, ["-a"])
