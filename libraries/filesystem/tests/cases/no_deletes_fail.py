"""A move deletes its source."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import move


@clauz3.guarantee(fs.no_deletes())
def main() -> None:
    move("a.txt", "b.txt")
