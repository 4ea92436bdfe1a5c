"""grep for TODO only."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import grep


@clauz3.guarantee(fs.only_pattern("TODO"))
def main() -> None:
    for path in ["src/a.py", "src/b.py"]:
        grep("TODO", path)
