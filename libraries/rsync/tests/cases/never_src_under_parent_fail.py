"""A parent of the secret tree reads it, an --exclude notwithstanding (probe 9e)."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.never_src_under("/srv/secret/"))
def main() -> None:
    rsync("/srv/", "/backup/out2/", False, ["-a", "--exclude=secret"])
