"""Moving the root away deletes it."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import move


@clauz3.guarantee(fs.only_delete_under("build"))
def main() -> None:
    move("build", "build-old")
