"""0o777 is not allowed."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import chmod


@clauz3.guarantee(fs.only_modes([420, 493]))
def main() -> None:
    chmod("run.sh", 511)
