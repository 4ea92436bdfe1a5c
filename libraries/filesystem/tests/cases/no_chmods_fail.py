"""A chmod on one branch."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import chmod


@clauz3.guarantee(fs.no_chmods())
def main(executable: bool) -> None:
    if executable:
        chmod("run.sh", 493)
