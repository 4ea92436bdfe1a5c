"""./prod/x is prod/x, and "." holds prod/."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.never_dest_under("prod/"))
def main(here: bool) -> None:
    dest = "." if here else "./prod/x/"
    rsync("/srv/src/", dest, False, ["-a"])
