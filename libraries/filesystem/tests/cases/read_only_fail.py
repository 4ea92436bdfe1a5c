"""A chmod is a change."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import chmod, read_file


@clauz3.guarantee(fs.read_only())
def main() -> None:
    read_file("run.sh")
    chmod("run.sh", 493)
