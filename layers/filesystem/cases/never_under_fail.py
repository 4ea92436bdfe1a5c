"""main(path="//etc/passwd") reads /etc/passwd: the check on "/etc/" is not enough."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import read_file


@clauz3.guarantee(fs.never_under("/etc"))
def main(path: str) -> None:
    if path.startswith("/") and ".." not in path and not path.startswith("/etc/"):
        read_file(path)
