"""Making the root and writing, chmodding and removing inside it stay admitted."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import chmod, make_dir, remove, write_file


@clauz3.guarantee(fs.only_write_under("/tmp/work/"))
@clauz3.guarantee(fs.only_delete_under("/tmp/work/"))
def main() -> None:
    make_dir("/tmp/work/")
    write_file("/tmp/work/a.txt", "x")
    chmod("/tmp/work/a.txt", 0o600)
    remove("/tmp/work/old/")
