"""Exactly README.md, in either spelling."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import read_file, read_line


@clauz3.guarantee(fs.only_reads_files([clauz3.FilePath("README.md")]))
def main() -> None:
    print(read_file("./README.md"))
    print(read_line("README.md", 1))
