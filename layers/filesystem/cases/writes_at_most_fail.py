"""main(summary=True) writes three files when at most two are allowed (when the directory is not empty)."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import count_entries, write_file


@clauz3.guarantee(fs.writes_at_most(2))
def main(summary: bool) -> None:
    n = count_entries("/srv/work/in/")
    for i in range(2):
        write_file("/srv/work/out/part" + str(i), "report")
    if summary and n > 0:
        write_file("/srv/work/out/summary", "not empty")
