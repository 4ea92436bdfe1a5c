"""Listing is observing."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import find


@clauz3.guarantee(fs.no_reads())
def main() -> None:
    find("docs", "*.md")
