"""A relative prefix: other relative destinations, in either spelling, are fine."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.never_dest_under("prod/"))
def main() -> None:
    rsync("/srv/src/", "stage/", False, ["-a"])
    rsync("/srv/src/", "./production-old/", False, ["-a"])
