"""main(verbose=True) writes a log file: the program is not read-only."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import read_file, write_file


@clauz3.guarantee(fs.read_only())
def main(verbose: bool) -> None:
    text = read_file("/srv/app/settings.toml")
    if verbose:
        write_file("/srv/app/debug.log", text)
