"""The ssh keys are never a source."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.never_src_under("/home/ada/.ssh"))
def main() -> None:
    rsync("/home/ada/notes/", "/backup/notes/", False, ["-a"])
