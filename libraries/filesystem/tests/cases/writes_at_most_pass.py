"""A write and a touch: two."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import touch, write_file


@clauz3.guarantee(fs.writes_at_most(2))
def main() -> None:
    write_file("a.txt", "x")
    touch("b.txt")
