"""Every read starts with /srv/data/."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import grep, read_lines


@clauz3.guarantee(fs.only_read_under("/srv/data/"))
def main() -> None:
    read_lines("/srv/data/a.csv")
    grep("error", "/srv/data/log.txt")
