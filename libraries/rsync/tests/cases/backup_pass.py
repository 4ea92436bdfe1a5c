"""A nightly backup with every rsync guarantee."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.only_src_under("/home/ada/"))
@clauz3.guarantee(sync.only_dest_under("/backup/"))
@clauz3.guarantee(sync.never_src_under("/home/ada/.ssh"))
@clauz3.guarantee(sync.no_delete())
@clauz3.guarantee(sync.syncs_at_most(2))
def main(photos: bool) -> None:
    rsync("/home/ada/notes/", "/backup/notes/", False, ["-a", "--stats"])
    if photos:
        rsync("/home/ada/photos/", "/backup/photos/", False, ["-a"])
