"""A destination from the caller may be under /etc/."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.never_dest_under("/etc/"))
def main(dest: str) -> None:
    if len(dest) > 0 and not dest.startswith("-") and ".." not in dest and "//" not in dest and "/." not in dest and "\\" not in dest:
        rsync("/home/ada/notes/", dest, False, ["-a"])
