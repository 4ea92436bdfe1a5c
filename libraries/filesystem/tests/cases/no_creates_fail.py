"""A directory is made."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import make_dir


@clauz3.guarantee(fs.no_creates())
def main() -> None:
    make_dir("out")
