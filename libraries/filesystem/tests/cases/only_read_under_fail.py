"""grep outside."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import grep


@clauz3.guarantee(fs.only_read_under("/srv/data/"))
def main() -> None:
    grep("root", "/etc/passwd")
