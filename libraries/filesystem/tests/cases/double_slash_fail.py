"""A path with // breaks the precondition."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import remove


@clauz3.guarantee(fs.no_guarantees())
def main() -> None:
    remove("/home/ada//.ssh")
