"""Removing / removes /etc too."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import remove


@clauz3.guarantee(fs.never_write_under("/etc"))
def main() -> None:
    remove("/")
