"""Appending to /etc/hosts."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import append_file


@clauz3.guarantee(fs.never_write_under("/etc"))
def main() -> None:
    append_file("/etc/hosts", "127.0.0.1 x")
