"""Reads and lists inside docs."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import find, read_file


@clauz3.guarantee(fs.only_reads_files_under(clauz3.DirectoryPath("docs")))
def main() -> None:
    for path in find("docs", "*.md"):
        print(path)
    read_file("docs/index.md")
