"""main(name="x", dest="/etc/x") writes outside the workspace: dest is not checked."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import read_file, write_file


@clauz3.guarantee(fs.writes_only_under("/srv/work/"))
def main(name: str, dest: str) -> None:
    if "/" in name or ".." in name or name == "" or name == ".":
        return
    text = read_file("/srv/work/in/" + name)
    if dest.startswith("/") and ".." not in dest:
        write_file(dest, text)
