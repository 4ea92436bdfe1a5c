"""Overwriting is a write, not a delete."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import copy, write_file


@clauz3.guarantee(fs.no_deletes())
def main() -> None:
    write_file("a.txt", "new")
    copy("a.txt", "b.txt")
