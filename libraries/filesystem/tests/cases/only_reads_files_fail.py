"""README.md.bak is another file."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import read_file


@clauz3.guarantee(fs.only_reads_files([clauz3.FilePath("README.md")]))
def main() -> None:
    read_file("README.md.bak")
