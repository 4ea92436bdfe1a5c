"""Two reads; listings do not count."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import find, read_file


@clauz3.guarantee(fs.reads_at_most(2))
def main() -> None:
    find("docs", "*.md")
    read_file("docs/a.md")
    read_file("docs/b.md")
