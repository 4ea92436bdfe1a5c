"""Three creates."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import touch


@clauz3.guarantee(fs.creates_at_most(2))
def main() -> None:
    for name in ["a", "b", "c"]:
        touch("out/" + name)
