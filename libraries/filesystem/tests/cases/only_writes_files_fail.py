"""A copy to the same file is a recursive write: refused."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import copy


@clauz3.guarantee(fs.only_writes_files([clauz3.FilePath("out/report.txt")]))
def main() -> None:
    copy("draft.txt", "out/report.txt")
