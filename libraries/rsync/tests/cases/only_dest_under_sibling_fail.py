"""/backup-old starts with /backup but is not under /backup/."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.only_dest_under("/backup/"))
def main() -> None:
    rsync("/home/ada/notes/", "/backup-old/notes/", False, ["-a"])
