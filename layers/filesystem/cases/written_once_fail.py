"""main(name="a") writes /srv/work/out/a twice."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import write_file


@clauz3.guarantee(fs.each_file_written_once())
def main(name: str) -> None:
    write_file("/srv/work/out/a", "first")
    if "/" not in name and ".." not in name:
        write_file("/srv/work/out/" + name, "second")
