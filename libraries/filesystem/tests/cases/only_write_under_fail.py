"""The delete half of a move is outside."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import move


@clauz3.guarantee(fs.only_write_under("/tmp/work/"))
def main() -> None:
    move("/home/ada/a.txt", "/tmp/work/a.txt")
