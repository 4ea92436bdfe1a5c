"""Removing the home directory removes .ssh."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import remove


@clauz3.guarantee(fs.never_delete_under("/home/ada/.ssh"))
def main() -> None:
    remove("/home/ada")
