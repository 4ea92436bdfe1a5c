"""Reading settings from a fixed list of files: nothing is written, /etc is not touched."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import read_file


@clauz3.guarantee(fs.read_only())
@clauz3.guarantee(fs.never_under("/etc"))
def main(verbose: bool) -> None:
    total = 0
    for path in ["/srv/app/settings.toml", "/srv/app/local.toml"]:
        text = read_file(path)
        total = total + len(text)
    if verbose and total > 0:
        read_file("/srv/app/README")
