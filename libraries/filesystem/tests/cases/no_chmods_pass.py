"""No chmod."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import touch


@clauz3.guarantee(fs.no_chmods())
def main() -> None:
    touch("run.sh")
