"""Two different files, chosen by a flag: never the same file twice."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import write_file


@clauz3.guarantee(fs.each_file_written_once())
@clauz3.guarantee(fs.writes_only_under("/srv/work/out/"))
def main(name: str) -> None:
    write_file("/srv/work/out/a", "first")
    if name.endswith(".txt") and "/" not in name and ".." not in name:
        write_file("/srv/work/out/" + name, "second")
