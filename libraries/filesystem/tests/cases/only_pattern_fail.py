"""grep for a pattern from the caller."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import grep


@clauz3.guarantee(fs.only_pattern("TODO"))
def main(pattern: str) -> None:
    if len(pattern) > 0:
        grep(pattern, "src/a.py")
