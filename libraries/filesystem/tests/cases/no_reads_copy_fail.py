"""A copy reads its source."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import copy


@clauz3.guarantee(fs.no_reads())
def main() -> None:
    copy("docs/a.md", "out/a.md")
