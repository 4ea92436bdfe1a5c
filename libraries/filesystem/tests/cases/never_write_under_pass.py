"""Nothing under /etc changes."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import copy


@clauz3.guarantee(fs.never_write_under("/etc"))
def main() -> None:
    copy("/etc/hosts", "/tmp/hosts")
