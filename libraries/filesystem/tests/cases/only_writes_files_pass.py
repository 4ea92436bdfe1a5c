"""Only the report, written then appended."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import append_file, write_file


@clauz3.guarantee(fs.only_writes_files([clauz3.FilePath("out/report.txt")]))
def main() -> None:
    write_file("out/report.txt", "a")
    append_file("./out/report.txt", "b")
