"""The caller may pick /etc/ as the destination."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.never_dest_under("/etc/"))
def main(system: bool) -> None:
    dest = "/etc/notes/" if system else "/backup/notes/"
    rsync("/home/ada/notes/", dest, False, ["-a"])
