"""Only paths under /home/ are read, spelt without "//" or "/./": /etc is never touched."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import read_file


@clauz3.guarantee(fs.never_under("/etc"))
@clauz3.guarantee(fs.reads_only_under("/home/"))
def main(path: str) -> None:
    if path.startswith("/home/") and ".." not in path and "//" not in path and "/./" not in path:
        read_file(path)
