"""Short text."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import write_file


@clauz3.guarantee(fs.write_length_at_most(10))
def main() -> None:
    write_file("a.txt", "short")
