"""The secret directory without its final slash is read whole (probe 9e)."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.never_src_under("/srv/secret/"))
def main() -> None:
    rsync("/srv/secret", "/backup/out1/", False, ["-a"])
