"""Two syncs, at most two."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.syncs_at_most(2))
def main() -> None:
    rsync("/a/", "/b/", False, [])
    rsync("/c/", "/d/", False, [])
