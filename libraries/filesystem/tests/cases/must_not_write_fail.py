"""Appending the read file may write the key."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import append_file, read_file


@clauz3.guarantee(fs.must_not_write("PRIVATE KEY"))
def main() -> None:
    append_file("out/all.txt", read_file("keys.pem"))
