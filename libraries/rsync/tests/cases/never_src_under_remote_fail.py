"""A remote source may be this machine."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.never_src_under("/srv/secret/"))
def main() -> None:
    rsync("localhost:/srv/secret/", "/backup/out3/", False, ["-a"])
