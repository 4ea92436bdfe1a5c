"""Nothing is written under /etc/."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.never_dest_under("/etc/"))
def main(remote: bool) -> None:
    dest = "backup.example.com:/srv/ada/" if remote else "/backup/ada/"
    rsync("/home/ada/", dest, False, ["-az"])
