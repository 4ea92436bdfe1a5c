"""The key directory itself is a source."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.never_src_under("/home/ada/.ssh"))
def main() -> None:
    rsync("/home/ada/.ssh/", "/backup/ssh/", False, ["-a"])
