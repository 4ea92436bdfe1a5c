"""Moves within data."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import make_dir, move


@clauz3.guarantee(fs.only_writes_files_under(clauz3.DirectoryPath("data")))
def main() -> None:
    move("data/new", "data/old")
    make_dir("data/tmp")
