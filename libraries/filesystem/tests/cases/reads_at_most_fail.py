"""A move reads its source: three reads."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import move, read_file


@clauz3.guarantee(fs.reads_at_most(2))
def main() -> None:
    read_file("docs/a.md")
    read_file("docs/b.md")
    move("docs/c.md", "archive/c.md")
