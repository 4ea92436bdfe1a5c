"""Only docs is listed."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import find


@clauz3.guarantee(fs.never_list_under("/home/ada/.ssh"))
def main() -> None:
    find("/home/ada/docs", "*.md")
