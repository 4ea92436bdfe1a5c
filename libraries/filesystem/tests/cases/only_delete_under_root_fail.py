"""Removing the root itself is not a delete under it (adversarial probe 9e)."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import remove


@clauz3.guarantee(fs.only_delete_under("/tmp/work/"))
def main(slash: bool) -> None:
    remove("/tmp/work/" if slash else "/tmp/work")
