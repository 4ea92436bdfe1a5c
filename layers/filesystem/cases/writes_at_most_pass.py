"""Two parts are written in a loop and a summary at most once: three writes, all in the workspace."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import count_entries, write_file


@clauz3.guarantee(fs.writes_at_most(3))
@clauz3.guarantee(fs.only_under("/srv/work/"))
def main(summary: bool) -> None:
    n = count_entries("/srv/work/in/")
    for i in range(2):
        write_file("/srv/work/out/part" + str(i), "report")
    if summary and n > 0:
        write_file("/srv/work/out/summary", "not empty")
