"""0o644 and 0o755 only."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import chmod


@clauz3.guarantee(fs.only_modes([420, 493]))
def main(executable: bool) -> None:
    chmod("run.sh", 493 if executable else 420)
