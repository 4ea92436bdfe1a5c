"""Two deletes."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import move, remove


@clauz3.guarantee(fs.deletes_at_most(1))
def main() -> None:
    remove("a.txt")
    move("b.txt", "c.txt")
