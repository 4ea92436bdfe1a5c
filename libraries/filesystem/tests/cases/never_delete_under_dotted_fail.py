"""./data is data: the dotted spelling is caught."""

import clauz3
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import remove


@clauz3.guarantee(fs.never_delete_under("data"))
def main() -> None:
    remove("./data/db.sqlite")
