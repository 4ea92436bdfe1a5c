"""One delete."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import move


@clauz3.guarantee(fs.deletes_at_most(1))
def main() -> None:
    move("a.txt", "b.txt")
