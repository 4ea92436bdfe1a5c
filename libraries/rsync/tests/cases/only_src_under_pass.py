"""Every source is under /home/ada/."""

import clauz3
from tools.rsync.trusted import contracts as sync
from tools.rsync.trusted.effects import rsync


@clauz3.guarantee(sync.only_src_under("/home/ada/"))
def main() -> None:
    for name in ["notes", "photos"]:
        rsync("/home/ada/" + name + "/", "/backup/" + name + "/", False, ["-a"])
