"""The forbidden directory spelled without its final slash is still that directory (probe 9e)."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.never_dest_under("/srv/prod/"))
def main() -> None:
    rsync("/srv/src/", "/srv/prod", False, ["-a"])
