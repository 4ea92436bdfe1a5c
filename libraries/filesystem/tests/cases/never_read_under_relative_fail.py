"""A relative spelling says nothing of where the absolute prefix is: refused."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import read_file


@clauz3.guarantee(fs.never_read_under("/home/ada/.ssh"))
def main() -> None:
    read_file("notes.txt")
