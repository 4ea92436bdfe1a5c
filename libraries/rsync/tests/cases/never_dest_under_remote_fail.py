"""A remote destination may be this machine (localhost:/etc/ is /etc/): refused."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.never_dest_under("/etc/"))
def main() -> None:
    rsync("/home/ada/", "backup.example.com:/srv/ada/", False, ["-az"])
