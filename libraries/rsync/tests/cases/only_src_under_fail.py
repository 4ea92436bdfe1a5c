"""/home/bob is not under /home/ada/."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.only_src_under("/home/ada/"))
def main() -> None:
    rsync("/home/bob/notes/", "/backup/notes/", False, ["-a"])
