"""Nothing is synced."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.no_syncs())
def main() -> None:
    pass
