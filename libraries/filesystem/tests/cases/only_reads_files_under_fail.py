"""docs-old is beside docs, not in it."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import read_file


@clauz3.guarantee(fs.only_reads_files_under(clauz3.DirectoryPath("docs")))
def main() -> None:
    read_file("docs-old/index.md")
