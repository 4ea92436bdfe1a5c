"""Nothing is written under /etc/: both destinations are elsewhere and hold no part of it."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.never_dest_under("/etc/"))
def main(offsite: bool) -> None:
    dest = "/mnt/offsite/ada/" if offsite else "/backup/ada/"
    rsync("/home/ada/", dest, False, ["-az"])
    rsync("/etc-old/notes", "/backup/etc-old/", False, ["-a"])
