"""Writing a file is not a create."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import write_file


@clauz3.guarantee(fs.no_creates())
def main() -> None:
    write_file("out/a.txt", "x")
