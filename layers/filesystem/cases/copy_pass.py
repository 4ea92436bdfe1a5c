"""Copy a file inside the workspace: reads and writes stay under /srv/work/."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import read_file, write_file


@clauz3.guarantee(fs.only_under("/srv/work/"))
@clauz3.guarantee(fs.writes_at_most(1))
def main(name: str) -> None:
    if "/" in name or ".." in name or name == "" or name == ".":
        return
    text = read_file("/srv/work/in/" + name)
    write_file("/srv/work/out/" + name, text)
