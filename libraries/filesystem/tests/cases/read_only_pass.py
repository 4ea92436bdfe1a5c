"""Reads, greps and lists only."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import find, grep


@clauz3.guarantee(fs.read_only())
def main() -> None:
    for path in find("src", "*.py"):
        print(path)
    grep("TODO", "src/a.py")
