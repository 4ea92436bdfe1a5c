"""Copying the home directory copies the ssh keys too."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import copy


@clauz3.guarantee(fs.never_read_under("/home/ada/.ssh"))
def main() -> None:
    copy("/home/ada", "/backup/ada")
