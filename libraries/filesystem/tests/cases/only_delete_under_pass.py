"""Deletes only in build/."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import remove


@clauz3.guarantee(fs.only_delete_under("build/"))
def main() -> None:
    remove("build/out")
    remove("build/cache")
