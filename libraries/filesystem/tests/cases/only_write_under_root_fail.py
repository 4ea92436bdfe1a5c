"""chmod or remove of the root itself is not a change under it (adversarial probe 9e)."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import chmod, remove


@clauz3.guarantee(fs.only_write_under("/tmp/work/"))
def main(drop: bool) -> None:
    if drop:
        remove("/tmp/work/")
    else:
        chmod("/tmp/work", 0o777)
