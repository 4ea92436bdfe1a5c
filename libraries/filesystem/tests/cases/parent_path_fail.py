"""A path with .. breaks the precondition."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import read_file


@clauz3.guarantee(fs.no_guarantees())
def main() -> None:
    read_file("docs/../../etc/passwd")
