"""host::module is an rsync daemon destination, which may be this machine."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.never_dest_under("/srv/prod/"))
def main() -> None:
    rsync("/srv/stage/", "localhost::prod/", False, ["-a"])
