"""Nothing under the ssh directory is read."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import copy, read_file


@clauz3.guarantee(fs.never_read_under("/home/ada/.ssh"))
def main() -> None:
    read_file("/home/ada/notes.txt")
    copy("/home/ada/notes.txt", "/tmp/notes.txt")
