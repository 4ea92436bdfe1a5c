"""One listing."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import find


@clauz3.guarantee(fs.lists_at_most(1))
def main() -> None:
    find("docs", "*.md")
