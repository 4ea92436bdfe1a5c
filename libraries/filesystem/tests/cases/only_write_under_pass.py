"""Every change under /tmp/work/."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import remove, write_file


@clauz3.guarantee(fs.only_write_under("/tmp/work/"))
def main(clean: bool) -> None:
    write_file("/tmp/work/a.txt", "x")
    if clean:
        remove("/tmp/work/old")
